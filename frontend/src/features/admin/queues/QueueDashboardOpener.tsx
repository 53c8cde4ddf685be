import { Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/errors';
import { PageSpinner } from '../../../components/PageSpinner';
import { frAdmin } from '../../../i18n/fr-admin';
import { openQueueDashboard } from './use-queue-dashboard';
import { Button } from '../shared/ui/Button';
import { Card, PageHeader } from '../shared/ui/Surface';

const t = frAdmin.queues;

/** Asks for the dashboard's session and leaves for it; says so in French when that fails. */
export function QueueDashboardOpener() {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const open = useCallback(() => {
    setError(null);
    openQueueDashboard().catch((failure: unknown) =>
      setError(failure instanceof ApiRequestError ? failure.textOr(t.openError) : t.openError),
    );
  }, []);
  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    open();
  }, [open]);
  if (!error) return <PageSpinner label={t.opening} />;
  return (
    <>
      <PageHeader title={t.title} />
      <Card>
        <Text role="alert" mb="4">
          {error}
        </Text>
        <Button onClick={open}>{t.retry}</Button>
      </Card>
    </>
  );
}

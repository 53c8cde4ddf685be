import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { PageHead } from '../app/page-head';
import { AppLink } from '../components/AppLink';
import { FormAlert } from '../components/form/FormAlert';
import { SubmitButton } from '../components/form/SubmitButton';
import { TextField } from '../components/form/TextField';
import { AuthTabs } from '../features/auth/components/AuthTabs';
import { useSignIn, type SignInKind } from '../features/auth/hooks/use-sign-in';
import { useSite } from '../features/site/use-site';
import { frAuth } from '../i18n/fr-auth';
import { useSession } from '../session/use-session';

const t = frAuth.login;

/** Spec §2.6: the same screen for /login, /admin/login and /contributor/login. */
export default function LoginPage() {
  const { brand } = useSite();
  const [kind, setKind] = useState<SignInKind>('client');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localPassword, setLocalPassword] = useState('');
  const { signIn, busy, error, needsLocalPassword, clearError } = useSignIn();
  const session = useSession();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(kind, email.trim(), password, needsLocalPassword ? localPassword : undefined);
  };

  // Already signed in (read after hydration): their space, not a second sign-in.
  if (session.ready && session.isAuthenticated) return <Navigate to="/admin" replace />;

  return (
    <Flex justify="center" px="4" py={{ base: '10', md: '16' }}>
      <PageHead title={t.pageTitle(brand.name)} path="/login" noindex />
      <Box
        w="full"
        maxW="md"
        bg="bg.panel"
        rounded="2xl"
        borderWidth="1px"
        borderColor="border"
        p={{ base: '6', md: '8' }}
        shadow="0 24px 60px rgba(0,0,0,0.35)"
      >
        <Text as="h1" fontSize="2xl" fontWeight="extrabold" mb="1">
          {t.title}
        </Text>
        <Text color="fg.muted" fontSize="sm" mb="6">
          {t.subtitle}
        </Text>
        <AuthTabs
          idPrefix="login"
          label={t.tabsLabel}
          value={kind}
          onChange={(key) => {
            setKind(key);
            clearError();
          }}
          items={[
            { key: 'client', label: t.clientTab(brand.name) },
            { key: 'staff', label: t.staffTab },
          ]}
        />
        <Box id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${kind}`} mt="6">
          <chakra.form onSubmit={onSubmit} noValidate={false}>
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                {kind === 'client' ? t.clientHint(brand.name) : t.staffHint}
              </Text>
              <FormAlert message={error} />
              {kind === 'client' && error && !needsLocalPassword && (
                <Text fontSize="sm" color="fg.muted">
                  {t.staffOnClientTab}
                </Text>
              )}
              <TextField
                label={t.email}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <TextField
                label={t.password}
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {kind === 'client' && needsLocalPassword && (
                <TextField
                  label={t.localPassword}
                  hint={t.localPasswordHint}
                  type="password"
                  name="local_password"
                  autoComplete="off"
                  required
                  value={localPassword}
                  onChange={(e) => setLocalPassword(e.target.value)}
                />
              )}
              <SubmitButton busy={busy}>{busy ? t.submitting : t.submit}</SubmitButton>
            </Stack>
          </chakra.form>
        </Box>
        <Stack gap="2" mt="6" fontSize="sm" textAlign="center" color="fg.muted">
          <Text>
            {t.noAccount}{' '}
            <AppLink to="/register" color="primary.fg" fontWeight="semibold">
              {t.register}
            </AppLink>
          </Text>
          <chakra.a href={brand.supportUrl} _hover={{ color: 'fg' }}>
            {t.support}
          </chakra.a>
          <AppLink to="/" _hover={{ color: 'fg' }}>
            {t.backToBlog}
          </AppLink>
        </Stack>
      </Box>
    </Flex>
  );
}

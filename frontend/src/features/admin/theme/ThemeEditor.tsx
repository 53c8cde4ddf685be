import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import { DEFAULT_THEME } from '../../../theme/theme-vars';
import { useThemeActions } from './use-theme-actions';
import { useSettings } from './use-theme-reads';
import { RefreshIcon } from '../shared/ui/icons';
import { Button } from '../shared/ui/Button';
import { ColorInput, HEX_COLOR } from '../shared/ui/fields';
import { Card, PageHeader, Swatch } from '../shared/ui/Surface';
import { ThemePreview } from './ThemePreview';

const t = frAdmin.theme;
type ColorKey = keyof typeof t.labels;
const KEYS = Object.keys(t.labels) as ColorKey[];

const savedColors = (settings: Record<string, string> | undefined): Record<ColorKey, string> =>
  Object.fromEntries(KEYS.map((key) => [key, settings?.[key] ?? DEFAULT_THEME[key] ?? '#000000'])) as Record<ColorKey, string>;

/** Spec §2.14: six colours with picker, hex field and reset, a live preview, save and cancel. */
export function ThemeEditor() {
  const { data, error, mutate } = useSettings();
  const actions = useThemeActions();
  const [colors, setColors] = useState<Record<ColorKey, string> | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (data?.success && colors === null) setColors(savedColors(data.settings as Record<string, string>));
  }, [data, colors]);
  useEffect(() => {
    if (error) toast.error(t.loadError);
  }, [error]);

  if (!colors) return <PageSpinner />;
  const invalid = KEYS.filter((key) => !HEX_COLOR.test(colors[key]));

  const save = async () => {
    setBusy(true);
    try {
      await actions.save(colors);
      toast.success(t.saved);
    } catch {
      toast.error(t.saveError);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    const fresh = await mutate();
    setColors(savedColors(fresh?.settings as Record<string, string> | undefined));
  };

  const reset = async (key: ColorKey) => {
    if (!window.confirm(t.confirmReset)) return;
    try {
      const value = await actions.reset(key);
      setColors((c) => (c ? { ...c, [key]: value } : c));
      toast.success(t.colorReset);
    } catch {
      toast.error(frAdmin.common.error);
    }
  };

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.intro}
        actions={
          <>
            <Button variant="outline" onClick={() => void cancel()} disabled={busy}>
              {frAdmin.common.cancel}
            </Button>
            <Button onClick={() => void save()} busy={busy} disabled={invalid.length > 0}>
              {frAdmin.common.save}
            </Button>
          </>
        }
      />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="start">
        <Card>
          <Stack gap="5">
            {KEYS.map((key) => {
              const label = t.labels[key];
              const bad = !HEX_COLOR.test(colors[key]);
              return (
                <Flex
                  key={key}
                  align={{ base: 'stretch', sm: 'center' }}
                  gap="4"
                  direction={{ base: 'column', sm: 'row' }}
                  data-testid={`theme-${key}`}
                >
                  <Flex align="center" gap="3" w={{ sm: '48' }} flexShrink={0}>
                    <Swatch color={bad ? 'transparent' : colors[key]} size={8} />
                    <Box>
                      <Text fontWeight="semibold" fontSize="sm">
                        {label}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                        {key}
                      </Text>
                    </Box>
                  </Flex>
                  <Box flex="1">
                    <ColorInput
                      value={colors[key]}
                      onChange={(value) => setColors((c) => (c ? { ...c, [key]: value } : c))}
                      pickerLabel={t.picker(label)}
                      textLabel={t.hex(label)}
                      invalid={bad}
                    />
                    {bad && (
                      <Text role="alert" fontSize="xs" color="#FCA5A5" mt="1">
                        {t.invalidHex}
                      </Text>
                    )}
                  </Box>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void reset(key)}
                    aria-label={t.resetLabel(label)}
                    title={t.resetLabel(label)}
                  >
                    <RefreshIcon size={14} />
                    {t.reset}
                  </Button>
                </Flex>
              );
            })}
          </Stack>
        </Card>
        <Box position={{ xl: 'sticky' }} top="8">
          <Text fontWeight="bold" mb="3">
            {t.preview}
          </Text>
          <ThemePreview colors={colors} />
        </Box>
      </Grid>
    </>
  );
}

import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PageHead } from '../app/page-head';
import { AppLink } from '../components/AppLink';
import { FormAlert } from '../components/form/FormAlert';
import { SubmitButton } from '../components/form/SubmitButton';
import { TextField } from '../components/form/TextField';
import { StrengthMeter } from '../features/auth/components/StrengthMeter';
import { useRegister } from '../features/auth/hooks/use-register';
import { EMPTY_REGISTRATION, type RegistrationForm } from '../features/auth/registration';
import { useSite } from '../features/site/use-site';
import { frAuth } from '../i18n/fr-auth';

const t = frAuth.register;

/** Spec §2.7: contributor registration (a WHMCS customer account), with the strength meter. */
export default function RegisterPage() {
  const { brand } = useSite();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const { submit, busy, error } = useRegister();
  const field = (key: Exclude<keyof RegistrationForm, 'terms'>) => ({
    name: key,
    value: form[key],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(form);
  };
  return (
    <Flex justify="center" px="4" py={{ base: '10', md: '16' }}>
      <PageHead title={t.pageTitle(brand.name)} path="/register" noindex />
      <Box w="full" maxW="2xl" bg="bg.panel" rounded="2xl" borderWidth="1px" borderColor="border" p={{ base: '6', md: '8' }}>
        <Text as="h1" fontSize="2xl" fontWeight="extrabold" mb="1">
          {t.title}
        </Text>
        <Text color="fg.muted" fontSize="sm" mb="6">
          {t.subtitle(brand.name)}
        </Text>
        {/* Validation is the spec's, in its order and words, so the browser's own bubbles are off. */}
        <chakra.form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormAlert message={error} />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField label={t.firstname} autoComplete="given-name" {...field('firstname')} />
              <TextField label={t.lastname} autoComplete="family-name" {...field('lastname')} />
            </Grid>
            <TextField label={t.email} type="email" autoComplete="email" {...field('email')} />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <Box>
                <TextField label={t.password} type="password" autoComplete="new-password" {...field('password')} />
                <StrengthMeter password={form.password} />
              </Box>
              <TextField label={t.passwordConfirm} type="password" autoComplete="new-password" {...field('passwordConfirm')} />
            </Grid>
            <TextField label={t.address1} autoComplete="address-line1" {...field('address1')} />
            <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
              <TextField label={t.city} autoComplete="address-level2" {...field('city')} />
              <TextField label={t.postcode} autoComplete="postal-code" {...field('postcode')} />
            </Grid>
            <TextField label={t.phonenumber} type="tel" autoComplete="tel" {...field('phonenumber')} />
            <chakra.label display="flex" alignItems="center" gap="3" fontSize="sm" cursor="pointer">
              <chakra.input
                type="checkbox"
                name="terms"
                checked={form.terms}
                onChange={(e) => setForm((f) => ({ ...f, terms: e.target.checked }))}
                w="5"
                h="5"
                accentColor="var(--color-primary, #FACC15)"
              />
              <span>
                {t.termsBefore}
                <chakra.a
                  href={brand.termsUrl}
                  target="_blank"
                  rel="noopener"
                  color="primary.fg"
                  fontWeight="semibold"
                  textDecoration="underline"
                  data-testid="terms-link"
                >
                  {t.termsLink}
                  <Text as="span" srOnly>
                    {' '}
                    {t.newTab}
                  </Text>
                </chakra.a>
              </span>
            </chakra.label>
            <SubmitButton busy={busy}>{busy ? t.submitting : t.submit}</SubmitButton>
          </Stack>
        </chakra.form>
        <Text mt="6" fontSize="sm" textAlign="center" color="fg.muted">
          {t.hasAccount}{' '}
          <AppLink to="/login" color="primary.fg" fontWeight="semibold">
            {t.login}
          </AppLink>
        </Text>
      </Box>
    </Flex>
  );
}

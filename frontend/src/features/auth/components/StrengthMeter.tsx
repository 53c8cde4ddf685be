import { Box, Flex, Text } from '@chakra-ui/react';
import { frAuth } from '../../../i18n/fr-auth';
import { passwordStrength, strengthColor, strengthLabel } from '../../../lib/password-strength';

/** Spec §5 meter: five segments, the score's label in words. */
export function StrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  const color = strengthColor(score);
  return (
    <Box aria-live="polite">
      <Flex gap="1" mt="2" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <Box
            key={step}
            h="1.5"
            flex="1"
            rounded="full"
            bg={step <= score ? color : 'whiteAlpha.200'}
            transition="background 0.2s"
          />
        ))}
      </Flex>
      <Text fontSize="xs" mt="1" color="fg.muted" data-testid="strength-label">
        {frAuth.register.strengthLabel} :{' '}
        <Box as="span" color={color} fontWeight="bold">
          {strengthLabel(score)}
        </Box>
      </Text>
    </Box>
  );
}

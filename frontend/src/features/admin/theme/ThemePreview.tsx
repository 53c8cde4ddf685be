import { Box, Flex, Text } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { frAdmin } from '../../../i18n/fr-admin';
import { cssVariableName } from '../../../theme/theme-vars';

const t = frAdmin.theme;

/**
 * Live preview: the unsaved colours are set as the same CSS variables the site uses, scoped to this
 * box, so it renders exactly what the public pages will look like.
 */
export function ThemePreview({ colors }: { colors: Record<string, string> }) {
  const vars = Object.fromEntries(Object.entries(colors).map(([key, value]) => [cssVariableName(key), value])) as CSSProperties;
  return (
    <Box style={vars} data-testid="theme-preview" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="border">
      <Box bg="bg" color="fg" p="5">
        <Flex
          align="center"
          justify="space-between"
          mb="4"
          pb="3"
          borderBottomWidth="1px"
          borderColor="border"
          bg="bg.subtle"
          mx="-5"
          mt="-5"
          px="5"
          pt="3"
        >
          <Text fontWeight="extrabold" color="primary.fg">
            Blog
          </Text>
          <Flex gap="3" fontSize="sm" color="fg.muted">
            <span>Accueil</span>
            <span>Contributeurs</span>
          </Flex>
        </Flex>
        <Box bg="bg.panel" rounded="lg" p="4" borderWidth="1px" borderColor="border">
          <Box
            as="span"
            display="inline-block"
            px="2"
            py="0.5"
            rounded="full"
            fontSize="xs"
            fontWeight="bold"
            bg="primary.subtle"
            color="primary.fg"
            mb="2"
          >
            {t.previewBadge}
          </Box>
          <Text fontWeight="bold" fontSize="lg">
            {t.previewTitle}
          </Text>
          <Text fontSize="sm" mt="1">
            {t.previewText}
          </Text>
          <Text fontSize="xs" color="fg.muted" mt="2">
            {t.previewMuted}
          </Text>
          <Box
            as="span"
            display="inline-block"
            mt="4"
            px="4"
            py="2"
            rounded="lg"
            bg="primary.solid"
            color="primary.contrast"
            fontWeight="bold"
            fontSize="sm"
          >
            {t.previewButton}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

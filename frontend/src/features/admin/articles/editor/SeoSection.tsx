import { Box, chakra, Stack } from '@chakra-ui/react';
import { frEditor } from '../../../../i18n/fr-editor';
import type { ArticleForm } from './use-article-draft';
import { TextArea, TextInput } from '../../shared/ui/fields';

type SeoKeys = 'meta_title' | 'meta_description' | 'meta_keywords';

/** Spec §2.11: the optional SEO block, collapsed by default (a native disclosure). */
export function SeoSection({ form, onChange }: { form: ArticleForm; onChange: (key: SeoKeys, value: string) => void }) {
  return (
    <chakra.details
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
      css={{ '&[open] > summary': { borderBottomWidth: '1px' } }}
    >
      <chakra.summary px="5" py="3" cursor="pointer" fontWeight="bold" borderColor="border">
        {frEditor.seo}
      </chakra.summary>
      <Box p="5">
        <Stack gap="4">
          <TextInput
            label={frEditor.metaTitle}
            value={form.meta_title}
            maxLength={255}
            onChange={(e) => onChange('meta_title', e.target.value)}
          />
          <TextArea
            label={frEditor.metaDescription}
            hint={frEditor.metaDescriptionHint}
            value={form.meta_description}
            maxLength={1000}
            onChange={(e) => onChange('meta_description', e.target.value)}
          />
          <TextInput
            label={frEditor.metaKeywords}
            placeholder={frEditor.metaKeywordsPlaceholder}
            value={form.meta_keywords}
            maxLength={500}
            onChange={(e) => onChange('meta_keywords', e.target.value)}
          />
        </Stack>
      </Box>
    </chakra.details>
  );
}

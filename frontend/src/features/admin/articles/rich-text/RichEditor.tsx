import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { frEditor } from '../../../../i18n/fr-editor';
import type { EditorHandle } from './create-editor';

interface RichEditorProps {
  /** Read once when the editor mounts: give the component a new `key` to load other content. */
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy?: string;
  /** Set while the editor is ready: lets the form read the very latest content on submit. */
  handleRef?: MutableRefObject<EditorHandle | null>;
}

/** The Editor.js surface; the library is fetched on mount (see create-editor.ts). */
export function RichEditor({ initialHtml, onChange, labelledBy, handleRef }: RichEditorProps) {
  const holder = useRef<HTMLDivElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const initial = useRef(initialHtml);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let handle: EditorHandle | null = null;
    let cancelled = false;
    void (async () => {
      const { createEditor } = await import('./create-editor');
      if (cancelled || !holder.current) return;
      const created = await createEditor(holder.current, initial.current, (html) => latest.current(html));
      if (cancelled) return created.destroy();
      handle = created;
      if (handleRef) handleRef.current = created;
      setReady(true);
    })();
    return () => {
      cancelled = true;
      if (handleRef && handleRef.current === handle) handleRef.current = null;
      handle?.destroy();
    };
    // Mounted once per key; handleRef is a stable ref object.
  }, []);

  return (
    <Box
      position="relative"
      rounded="lg"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      px={{ base: '3', md: '4' }}
      py="4"
      minH="72"
      _focusWithin={{ borderColor: 'primary.solid' }}
    >
      {!ready && (
        <Text color="fg.muted" fontSize="sm" position="absolute" top="4" left="4">
          {frEditor.loadingEditor}
        </Text>
      )}
      <div ref={holder} className="rich-editor" aria-labelledby={labelledBy} aria-busy={!ready} data-testid="rich-editor" />
    </Box>
  );
}

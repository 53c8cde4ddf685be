import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../../components/toast/toast-store';
import { frEditor } from '../../../../i18n/fr-editor';
import { uploadImage } from '../../hooks/use-article-actions';
import { UploadIcon } from '../layout/menu-icons';
import { Button } from '../ui/Button';

/** Spec §5: any image file, sent as the multipart field `image`; the answer's URL becomes featured_image. */
export function FeaturedImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(frEditor.uploadError);
    setBusy(true);
    try {
      const image = await uploadImage(file);
      onChange(image.url);
      toast.success(frEditor.imageUploaded);
    } catch {
      toast.error(frEditor.uploadError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="1.5" id="featured-image-label">
        {frEditor.featuredImage}
      </Text>
      {value ? (
        <chakra.img
          src={value}
          alt=""
          w="full"
          aspectRatio="16 / 9"
          objectFit="cover"
          rounded="lg"
          borderWidth="1px"
          borderColor="border"
          mb="2"
          data-testid="featured-preview"
        />
      ) : (
        <Flex
          aspectRatio="16 / 9"
          align="center"
          justify="center"
          rounded="lg"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border.emphasized"
          color="fg.subtle"
          mb="2"
        >
          <UploadIcon size={28} />
        </Flex>
      )}
      <chakra.input
        ref={input}
        type="file"
        accept="image/*"
        display="none"
        onChange={(e) => void onFile(e)}
        data-testid="featured-input"
        aria-labelledby="featured-image-label"
      />
      <Flex gap="2">
        <Button variant="outline" size="sm" busy={busy} onClick={() => input.current?.click()}>
          {busy ? frEditor.uploading : value ? frEditor.changeImage : frEditor.chooseImage}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            {frEditor.removeImage}
          </Button>
        )}
      </Flex>
    </Box>
  );
}

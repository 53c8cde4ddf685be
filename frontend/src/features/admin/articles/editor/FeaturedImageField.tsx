import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { toast } from '../../../../components/toast/toast-store';
import { frEditor } from '../../../../i18n/fr-editor';
import { uploadImage } from '../use-article-actions';
import { UploadIcon } from '../../shared/ui/icons';
import { Button } from '../../shared/ui/Button';
import { useImageUpload } from '../../shared/ui/use-image-upload';

/** Spec §5: any image file, sent as the multipart field `image`; the answer's URL becomes featured_image. */
export function FeaturedImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { busy, open, inputProps } = useImageUpload({
    check: (file) => (file.type.startsWith('image/') ? null : frEditor.uploadError),
    upload: async (file) => {
      onChange((await uploadImage(file)).url);
      toast.success(frEditor.imageUploaded);
    },
    failure: () => frEditor.uploadError,
  });
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
      <chakra.input {...inputProps} data-testid="featured-input" aria-labelledby="featured-image-label" />
      <Flex gap="2">
        <Button variant="outline" size="sm" busy={busy} onClick={open}>
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

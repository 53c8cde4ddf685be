import { Box, Text } from '@chakra-ui/react';
import { PageHead } from '../../../app/page-head';
import { AppLink } from '../../../components/AppLink';
import { ArrowLeftIcon } from '../../../components/icons';

/** A not-found screen; rendered by the server with HTTP 404. */
export function NotFoundScreen({
  title,
  text,
  back,
  headTitle,
}: {
  title: string;
  text: string;
  back: string;
  headTitle: string;
}) {
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '16', md: '24' }} textAlign="center">
      <PageHead title={headTitle} noindex status={404} />
      <Text fontSize="7xl" fontWeight="black" color="primary.fg" lineHeight="1" mb="4" aria-hidden="true">
        404
      </Text>
      <Text as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="extrabold" mb="3">
        {title}
      </Text>
      <Text color="fg.muted" mb="8">
        {text}
      </Text>
      <AppLink
        to="/"
        display="inline-flex"
        alignItems="center"
        gap="2"
        px="5"
        py="3"
        rounded="lg"
        bg="primary.solid"
        color="primary.contrast"
        fontWeight="bold"
      >
        <ArrowLeftIcon size={18} /> {back}
      </AppLink>
    </Box>
  );
}

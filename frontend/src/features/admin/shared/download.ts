/** The file name an answer's `Content-Disposition` gives (`attachment; filename="…"`), else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * Saves a file the signed-in client downloaded (a plain link would not carry the bearer token): a
 * temporary link to the blob, clicked, under the name the server gave.
 */
export function downloadFile(blob: Blob, response: Response, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a downloaded file the way a browser saves a link with `download`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: free the URL a moment later.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

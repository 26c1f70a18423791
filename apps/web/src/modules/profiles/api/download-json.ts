/** Saves a text as a JSON file through the browser's download. */
export function downloadJson(json: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the download reads the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

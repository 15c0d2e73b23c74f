/** A chosen file's bytes as base64 (what the uploads' JSON bodies carry), without the data: prefix. */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('No se ha podido leer el archivo.'));
    };
    reader.readAsDataURL(file);
  });
}

// The Upload and AvatarUpload stories' files and fake servers.

/** A fake upload: resolves to a CDN-like link after a short delay. */
export const fakeUpload = (file: File) =>
  new Promise<string>((resolve) =>
    setTimeout(() => resolve(`https://cdn.example.com/upload/${encodeURIComponent(file.name)}`), 150),
  );

/** A fake avatar upload: the preview is the file itself. */
export const fakeAvatarUpload = (file: File) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(URL.createObjectURL(file)), 150));

export const failingUpload = (_file: File) =>
  new Promise<string>((_, reject) => setTimeout(() => reject(new Error('网络超时')), 50));

/** A real PNG drawn on a canvas, so previews show a picture. */
export async function pngFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = 'steelblue';
  ctx.fillRect(0, 0, 64, 64);
  ctx.fillStyle = 'white';
  ctx.beginPath();
  ctx.arc(32, 26, 12, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(14, 42, 36, 22);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

export const bytes = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

/** Drops files the way a drag from the desktop does (the picker's `accept` does not apply). */
export function drop(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

/** A stored avatar (the same picture as `pngFile`, as a link that needs no network). */
export const storedAvatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="steelblue"/><circle cx="32" cy="26" r="12" fill="white"/><rect x="14" y="42" width="36" height="22" fill="white"/></svg>',
)}`;

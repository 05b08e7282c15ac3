import { client } from '../session/client';

/** Uploads a picture through OSS `put-file` and keeps the answer's link (image and rich-text fields). */
export async function uploadPicture(file: File): Promise<string> {
  return (await client.resource.oss.putFile(file, file.name)).link;
}

import { Image, Skeleton } from '@mantine/core';
import { useWastePhoto } from '../../../api/waste/waste-photo.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

/** An entry's photo, small, in the log (fetched with the token, as a blob). */
export function WastePhotoThumb({
  id,
  name,
  size = 48,
}: {
  id: number;
  name: string;
  size?: number;
}) {
  const photo = useWastePhoto(id, 'thumbnail', true);
  const url = useObjectUrl(photo.data);
  if (url === null) {
    return photo.isError ? null : <Skeleton width={size} height={size} radius="sm" />;
  }
  return <Image src={url} alt={`Foto de ${name}`} w={size} h={size} radius="sm" fit="cover" />;
}

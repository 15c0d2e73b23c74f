import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { PHOTO_ACCEPT } from '@costeo/domain/contracts/recipe-photos';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import {
  checkPhotoFile,
  useDeleteRecipePhoto,
  useRecipePhoto,
  useUploadRecipePhoto,
} from '../../../api/recipes/recipe-photo.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

const UPLOAD_FAILED = 'No se ha podido subir la foto. Inténtalo de nuevo.';

/** The API's own words for a refused photo (413 detail, 400 on the file field), or ours. */
function uploadError(error: unknown): string {
  return getFieldErrors(error).content_base64 ?? getErrorDetail(error) ?? UPLOAD_FAILED;
}

interface RecipePhotoCardProps {
  recipe: { id: number; name: string; photo_updated_at: string | null };
}

/**
 * Foto: one photo per recipe, saved as soon as it is chosen (it is not part of the recipe's
 * "Guardar"). The server turns it upright, makes it smaller and removes its metadata.
 */
export function RecipePhotoCard({ recipe }: RecipePhotoCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const photo = useRecipePhoto(recipe.id, 'full', recipe.photo_updated_at);
  const url = useObjectUrl(photo.data);
  const upload = useUploadRecipePhoto();
  const removal = useDeleteRecipePhoto();
  const hasPhoto = recipe.photo_updated_at !== null;
  const busy = upload.isPending || removal.isPending;

  const send = (file: File) => {
    const problem = checkPhotoFile(file);
    setError(problem);
    if (problem) return;
    upload.mutate(
      { id: recipe.id, file },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: 'Foto guardada', message: recipe.name });
        },
        onError: (failure) => {
          setError(uploadError(failure));
        },
      },
    );
  };

  const remove = () => {
    setConfirming(false);
    setError(null);
    removal.mutate(recipe.id, {
      onError: (failure) => {
        setError(getErrorDetail(failure) ?? 'No se ha podido quitar la foto.');
      },
    });
  };

  let preview;
  if (!hasPhoto) {
    preview = (
      <Stack align="center" gap={4} c="dimmed">
        <IconPhoto size={32} aria-hidden />
        <Text size="xs">Sin foto</Text>
      </Stack>
    );
  } else if (photo.isError) {
    preview = (
      <Text size="xs" c="red" ta="center">
        No se ha podido cargar la foto.
      </Text>
    );
  } else if (url) {
    preview = <Image src={url} alt={`Foto de ${recipe.name}`} radius="sm" fit="contain" h={180} />;
  } else {
    preview = <Loader size="sm" role="progressbar" aria-label="Cargando la foto" />;
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Foto
        </Title>
        <Center
          h={180}
          bg="var(--mantine-color-gray-0)"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
          aria-busy={busy}
        >
          {busy ? <Loader size="sm" role="progressbar" aria-label="Guardando la foto" /> : preview}
        </Center>
        {error ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{error}</Text>
          </Alert>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          data-testid="recipe-photo-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file chosen again after an error must fire again.
            event.currentTarget.value = '';
            if (file) send(file);
          }}
        />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={upload.isPending}
            disabled={removal.isPending}
            onClick={() => input.current?.click()}
          >
            {hasPhoto ? 'Cambiar foto' : 'Subir foto'}
          </Button>
          {hasPhoto ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={removal.isPending}
              disabled={upload.isPending}
              onClick={() => {
                setConfirming(true);
              }}
            >
              Quitar foto
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          JPEG, PNG, WebP o HEIC (la del móvil), hasta 10 MB. Se guarda al subirla.
        </Text>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title="Quitar la foto"
        centered
      >
        <Stack gap="md">
          <Text size="sm">¿Quitar la foto de «{recipe.name}»? No se puede deshacer.</Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Cancelar
            </Button>
            <Button color="red" onClick={remove}>
              Quitar foto
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

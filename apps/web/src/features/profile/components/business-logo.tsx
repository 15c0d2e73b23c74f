import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  Input,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import type { Profile } from '@costeo/domain/contracts/auth';
import { LOGO_ACCEPT } from '@costeo/domain/contracts/business-logo';
import {
  checkLogoFile,
  deleteBusinessLogo,
  uploadBusinessLogo,
  useBusinessLogo,
} from '../../../api/profile/business-logo.ts';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

const UPLOAD_FAILED = 'No se ha podido subir el logotipo. Inténtalo de nuevo.';
const REMOVE_FAILED = 'No se ha podido quitar el logotipo. Inténtalo de nuevo.';

/** The API's own words for a refused logo (413 detail, 400 on the file field), or ours. */
function uploadError(error: unknown): string {
  return getFieldErrors(error).content_base64 ?? getErrorDetail(error) ?? UPLOAD_FAILED;
}

/**
 * Logotipo (issue 31): printed on the quotes. Saved as soon as it is chosen; the server keeps it
 * as PNG (a transparent background stays transparent). Removing it asks first.
 */
export function BusinessLogo({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const version = profile.logo_updated_at;
  const logo = useBusinessLogo(version);
  const url = useObjectUrl(logo.data);

  const send = async (file: File) => {
    const problem = checkLogoFile(file);
    setError(problem);
    if (problem) return;
    setBusy('upload');
    try {
      const saved = await uploadBusinessLogo(file);
      onSaved({ ...profile, logo_updated_at: saved.logo_updated_at });
    } catch (failure) {
      setError(uploadError(failure));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setError(null);
    setBusy('remove');
    try {
      await deleteBusinessLogo();
      onSaved({ ...profile, logo_updated_at: null });
    } catch (failure) {
      setError(getErrorDetail(failure) ?? REMOVE_FAILED);
    } finally {
      setBusy(null);
    }
  };

  let preview;
  if (version === null) {
    preview = (
      <Stack align="center" gap={4} c="dimmed">
        <IconPhoto size={28} aria-hidden />
        <Text size="xs">Sin logotipo</Text>
      </Stack>
    );
  } else if (logo.isError) {
    preview = (
      <Text size="xs" c="red" ta="center">
        No se ha podido cargar el logotipo.
      </Text>
    );
  } else if (url) {
    preview = (
      <Image src={url} alt="Logotipo del negocio" fit="contain" h={88} maw="100%" w="auto" />
    );
  } else {
    preview = <Loader size="sm" role="progressbar" aria-label="Cargando el logotipo" />;
  }

  return (
    <Stack gap="xs">
      <Input.Label component="p" id="business-logo-label" mb={0}>
        Logotipo
      </Input.Label>
      <Center
        h={112}
        p="sm"
        bg="var(--mantine-color-gray-0)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        aria-busy={busy !== null}
        aria-labelledby="business-logo-label"
        role="group"
      >
        {busy ? (
          <Loader
            size="sm"
            role="progressbar"
            aria-label={busy === 'upload' ? 'Guardando el logotipo' : 'Quitando el logotipo'}
          />
        ) : (
          preview
        )}
      </Center>
      {error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Text size="sm">{error}</Text>
        </Alert>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={LOGO_ACCEPT}
        hidden
        data-testid="business-logo-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file chosen again after an error must fire again.
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={busy === 'upload'}
          disabled={busy === 'remove'}
          onClick={() => input.current?.click()}
        >
          {version === null ? 'Subir logotipo' : 'Cambiar logotipo'}
        </Button>
        {version === null ? null : (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={busy === 'remove'}
            disabled={busy === 'upload'}
            onClick={() => {
              setConfirming(true);
            }}
          >
            Quitar logotipo
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        PNG (mejor con fondo transparente), JPEG o WebP, hasta 5 MB. Sale en los presupuestos y se
        guarda al subirlo.
      </Text>
      <Modal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title="Quitar el logotipo"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Stack gap="md">
          <Text size="sm">
            ¿Quitar el logotipo? Los presupuestos que descargues a partir de ahora saldrán sin él.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Cancelar
            </Button>
            <Button color="red" onClick={() => void remove()}>
              Quitar logotipo
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

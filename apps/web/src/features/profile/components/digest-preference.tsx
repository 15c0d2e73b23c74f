import { useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import type { Profile } from '@costeo/domain/contracts/auth';
import { updateProfile } from '../../../api/profile/profile-requests.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

const FIELDS = ['weekly_digest'] as const;

/**
 * "Resumen semanal por correo" (issue 22): on by default; the switch saves at once. The digest
 * lists the recipes a week's price changes pushed above their food cost target.
 */
export function DigestPreference({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const [checked, setChecked] = useState(profile.weekly_digest);
  const request = useFormRequest(FIELDS);

  const change = async (next: boolean) => {
    setChecked(next);
    const saved = await request.run(
      () => updateProfile({ weekly_digest: next }),
      next ? 'Recibirás el resumen cada lunes.' : 'Ya no recibirás el resumen semanal.',
    );
    if (saved) onSaved(saved);
    // Refused: the switch shows what the server keeps.
    else setChecked(!next);
  };

  return (
    <Stack gap="xs">
      <Switch
        label="Resumen semanal por correo"
        description="Cada lunes, las recetas que los cambios de precio de la semana dejaron por encima de su food cost objetivo, con el PVP sugerido. Si no hay ninguna, no se envía."
        checked={checked}
        disabled={request.pending}
        onChange={(event) => void change(event.currentTarget.checked)}
        error={request.errors.weekly_digest}
      />
      {profile.email_verified ? null : (
        <Text size="sm" c="dimmed">
          Se envía a {profile.email} cuando confirmes la dirección.
        </Text>
      )}
      <SectionFeedback alert={request.alert} done={request.done} />
    </Stack>
  );
}

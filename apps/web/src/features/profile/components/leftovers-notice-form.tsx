import { useState, type SubmitEvent } from 'react';
import { Button, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import {
  profileUpdateRequestSchema,
  type Profile,
  type ProfileUpdateRequest,
} from '@costeo/domain/contracts/auth';
import {
  LEFTOVERS_NOTICE_DEFAULT,
  LEFTOVERS_NOTICE_MAX,
  leftoversNoticeWording,
} from '@costeo/domain/leftovers-notice';
import { updateProfile } from '../../../api/profile/profile-requests.ts';
import { validateRequest } from '../../../lib/form-errors.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

const FIELDS = ['leftovers_notice', 'leftovers_notice_text'] as const;

/**
 * "Sobras para llevar" (issue 35 point 5, Ley 1/2025 art. 8; decision 042): whether the carta and
 * the menú del día PDFs tell diners they may take home what they did not eat, and in which words
 * (empty: the default wording, shown as the placeholder).
 */
export function LeftoversNoticeForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const [enabled, setEnabled] = useState(profile.leftovers_notice);
  const [text, setText] = useState(profile.leftovers_notice_text);
  const request = useFormRequest(FIELDS);
  const printed = leftoversNoticeWording({ enabled: true, text });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: ProfileUpdateRequest = { leftovers_notice: enabled, leftovers_notice_text: text };
    const problems = validateRequest(profileUpdateRequestSchema, body);
    if (Object.keys(problems).length > 0) {
      request.setErrors(problems);
      return;
    }
    const saved = await request.run(
      () => updateProfile(body),
      enabled
        ? 'Aviso guardado: la carta y el menú del día en PDF lo imprimen.'
        : 'Guardado: la carta y el menú del día en PDF no imprimen el aviso.',
    );
    if (saved) {
      setText(saved.leftovers_notice_text);
      onSaved(saved);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          La Ley 1/2025 de prevención de las pérdidas y el desperdicio alimentario (artículo 8)
          obliga a bares y restaurantes a facilitar que el cliente se lleve, sin coste adicional, la
          comida que no haya consumido (salvo en el bufé libre) y a informar de ello de forma clara
          y visible, preferentemente en la carta o el menú.
        </Text>
        <Switch
          label="Imprimir el aviso en la carta y el menú del día"
          description="Aparece en los PDF para clientes de tus cartas y menús del día, encima de la información de alérgenos."
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.currentTarget.checked);
          }}
          error={request.errors.leftovers_notice}
        />
        <Textarea
          label="Texto del aviso"
          description={`Déjalo vacío para usar el texto por defecto. Máximo ${LEFTOVERS_NOTICE_MAX} caracteres (${text.length}/${LEFTOVERS_NOTICE_MAX}).`}
          placeholder={LEFTOVERS_NOTICE_DEFAULT}
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
          error={request.errors.leftovers_notice_text}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {enabled ? 'Se imprimirá: ' : 'Desactivado. Si lo activas, se imprimirá: '}«{printed}»
        </Text>
        <Text size="xs" c="dimmed">
          Los envases deben ser aptos para alimentos y reutilizables o fácilmente reciclables; los
          de plástico de un solo uso se cobran aparte (Ley 7/2022).
        </Text>
        <SectionFeedback alert={request.alert} done={request.done} />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={text === ''}
            onClick={() => {
              setText('');
            }}
          >
            Usar el texto por defecto
          </Button>
          <Button type="submit" loading={request.pending}>
            Guardar aviso
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState, type SubmitEvent } from 'react';
import {
  Alert,
  Button,
  Chip,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Textarea,
  TagsInput,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { useCreateSupplier } from '../../../api/suppliers/create-supplier.ts';
import { useUpdateSupplier } from '../../../api/suppliers/update-supplier.ts';
import { readSaveError, useFocusFirstError, type FieldErrors } from '../../../lib/form-errors.ts';
import {
  EMPTY_SUPPLIER_FORM,
  formValuesFromSupplier,
  SUPPLIER_FORM_FIELDS,
  taxIdMessage,
  toSupplierInput,
  validateSupplierForm,
  type SupplierFormValues,
} from '../lib/supplier-form-values.ts';
import { WEEKDAYS } from '../lib/supplier-display.ts';

interface SupplierFormProps {
  /** null: a new supplier. */
  supplier: Supplier | null;
  onSaved: (supplier: Supplier) => void;
  onCancel: () => void;
}

const SAVE_FAILED = 'No se ha podido guardar el proveedor. Inténtalo de nuevo.';
/** A NIF, NIE or CIF has 9 characters: from then on its message follows the typing. */
const TAX_ID_LENGTH = 9;

/**
 * A supplier's details: name, NIF/CIF (its message says what is wrong as soon as it can be
 * known), the other names its documents use, how to reach it, the days it delivers and the time
 * an order must be in by.
 */
export function SupplierForm({ supplier, onSaved, onCancel }: SupplierFormProps) {
  const [values, setValues] = useState<SupplierFormValues>(() =>
    supplier ? formValuesFromSupplier(supplier) : EMPTY_SUPPLIER_FORM,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  // Bumped on each refused save: the focus goes to the first field to fix then, never as one types.
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstError<HTMLFormElement>(refusals);
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof SupplierFormValues>(field: K, value: SupplierFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) {
      setErrors(({ [field]: _fixed, ...rest }) => rest);
    }
  };

  const setTaxId = (taxId: string) => {
    setValues((current) => ({ ...current, tax_id: taxId }));
    // Live once it can be judged (9 characters) or once a message is showing; never a message
    // that comes and goes on leaving the field (the form must not move under a click).
    const compact = taxId.replace(/[\s.\-/]/g, '');
    if (errors.tax_id !== undefined || compact.length >= TAX_ID_LENGTH) {
      const problem = taxIdMessage(taxId);
      setErrors(({ tax_id: _old, ...rest }) => (problem ? { ...rest, tax_id: problem } : rest));
    }
  };

  const saved = (result: Supplier) => {
    notifications.show({
      color: 'teal',
      title: supplier ? 'Proveedor guardado' : 'Proveedor creado',
      message: `«${result.name}» está al día en tus proveedores.`,
    });
    onSaved(result);
  };
  const refused = (error: unknown) => {
    const { fields, form } = readSaveError(error, SAVE_FAILED, (field) =>
      SUPPLIER_FORM_FIELDS.has(field),
    );
    setErrors(fields);
    setAlert(form);
    setRefusals((count) => count + 1);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const found = validateSupplierForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    const request = toSupplierInput(values);
    if (supplier) {
      update.mutate({ id: supplier.id, request }, { onSuccess: saved, onError: refused });
    } else {
      create.mutate(request, { onSuccess: saved, onError: refused });
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={supplier ? 'Editar proveedor' : 'Nuevo proveedor'}
    >
      <Stack gap="md">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
        <TextInput
          label="Nombre"
          required
          data-autofocus
          placeholder="p. ej. Huerta Viva"
          value={values.name}
          error={errors.name}
          onChange={(event) => {
            set('name', event.currentTarget.value);
          }}
        />
        <TextInput
          label="NIF/CIF"
          description="El de sus facturas: con él Costeo reconoce sus documentos."
          placeholder="B12345674"
          autoComplete="off"
          value={values.tax_id}
          error={errors.tax_id}
          onChange={(event) => {
            setTaxId(event.currentTarget.value);
          }}
          onBlur={() => {
            const problem = taxIdMessage(values.tax_id);
            if (problem) setErrors((current) => ({ ...current, tax_id: problem }));
          }}
        />
        <TagsInput
          label="Otros nombres"
          description="Cómo aparece en facturas y albaranes («Huerta Viva S.L.», «H. VIVA»). Intro tras cada uno."
          placeholder={values.aliases.length === 0 ? 'Escribe y pulsa Intro' : undefined}
          value={values.aliases}
          error={errors.aliases}
          // A legal name may carry a comma ("HUERTA VIVA, SL"): only Intro (or leaving) adds one.
          splitChars={[]}
          maxTags={20}
          clearable
          onChange={(aliases) => {
            set('aliases', aliases);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Correo electrónico"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={values.email}
            error={errors.email}
            onChange={(event) => {
              set('email', event.currentTarget.value);
            }}
          />
          <TextInput
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={values.phone}
            error={errors.phone}
            onChange={(event) => {
              set('phone', event.currentTarget.value);
            }}
          />
        </SimpleGrid>
        <TextInput
          label="Persona de contacto"
          value={values.contact}
          error={errors.contact}
          onChange={(event) => {
            set('contact', event.currentTarget.value);
          }}
        />
        <Fieldset
          legend="Días de reparto"
          variant="unstyled"
          p={0}
          m={0}
          styles={{
            legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 },
          }}
        >
          <Chip.Group
            multiple
            value={values.delivery_days}
            onChange={(days) => {
              set('delivery_days', days);
            }}
          >
            <Group gap={6} mt={4}>
              {WEEKDAYS.map((weekday) => (
                <Chip key={weekday.day} value={String(weekday.day)} size="sm" radius="sm">
                  <span aria-hidden>{weekday.letter}</span>
                  <VisuallyHidden>{weekday.name}</VisuallyHidden>
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Fieldset>
        <TextInput
          label="Hora límite de pedido"
          description="Hasta qué hora del día anterior al reparto acepta pedidos."
          type="time"
          w={{ base: '100%', xs: 200 }}
          value={values.order_cutoff}
          error={errors.order_cutoff}
          onChange={(event) => {
            set('order_cutoff', event.currentTarget.value);
          }}
        />
        <Textarea
          label="Notas"
          rows={3}
          value={values.notes}
          error={errors.notes}
          onChange={(event) => {
            set('notes', event.currentTarget.value);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

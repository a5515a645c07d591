import { useEffect, useMemo } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES, type DialerSettings, type FieldError } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { applyServerFieldErrors } from '../../components/form/use-zod-form';
import { useConnectDialer, type ConnectCall } from './workspaces-api';
import { rulesResolver } from './rules-resolver';

type FormProvider = Exclude<ConnectCall['provider'], 'PREM'>;
type Of<P extends FormProvider> = Extract<DialerSettings, { provider: P }>;

interface Options<P extends FormProvider, V extends FieldValues, S extends z.ZodType> {
  workspaceId: string;
  provider: P;
  /** The saved settings the form starts from and its rules depend on. */
  settings: Of<P>;
  /** The contract's connect body, and how the form's values become one. */
  schema: S;
  toBody(values: V): unknown;
  /** The rules that depend on the saved connection (dialer-rules.ts). */
  rules(values: V, settings: Of<P>): FieldError[];
  toValues(settings: Of<P>): V;
  /** The inputs a server field error may land on. */
  fields: readonly FieldPath<V>[];
  /** The mappings a connected dialer requires: their rules show at once, and again after each save. */
  mappings: readonly FieldPath<V>[];
  /** The snackbar text when no input shows the failure; the server's message when left out. */
  failureMessage?: string;
}

/** The form of a dialer that connects with credentials (Five9, RingCentral, Amazon Connect): validation, connect call, saved state. */
export function useDialerConnect<P extends FormProvider, V extends FieldValues, S extends z.ZodType>(options: Options<P, V, S>) {
  const { workspaceId, provider, settings, schema, toBody, rules, toValues, fields, mappings, failureMessage } = options;
  const notify = useSnackbar();
  const connect = useConnectDialer(workspaceId);
  const resolver = useMemo(() => rulesResolver(schema, toBody, (v: V) => rules(v, settings)), [schema, toBody, rules, settings]);
  const form = useForm<V, unknown, z.output<S>>({ resolver, mode: 'onChange', defaultValues: toValues(settings) as DefaultValues<V> });

  const { connected } = settings as DialerSettings;

  // Once connected, the mapping rules show at once, before any save.
  useEffect(() => {
    if (connected) void form.trigger([...mappings]);
  }, [connected, form, mappings]);

  const submit = form.handleSubmit((body) =>
    connect.mutate({ provider, body } as ConnectCall, {
      onSuccess: (saved) => {
        if (saved.provider === provider) form.reset(toValues(saved as Of<P>));
        // reset clears errors: the mappings a fresh connection still lacks show their required texts again.
        if (saved.connected) void form.trigger([...mappings]);
        notify(MESSAGES.workspaceSaved, 'success');
      },
      onError: (err) => {
        if (!applyServerFieldErrors(err, fields, form.setError)) notify(failureMessage ?? errorMessage(err), 'error');
      },
    }),
  );

  return { form, submit, connected, connecting: connect.isPending };
}

"use client";

import { useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { useApiMutation, type ApiRequest } from "@/lib/query/use-api-mutation";

type InstantSettingOptions<T, TData> = {
  initial: T;
  request: (next: T) => ApiRequest;
  /** The stored value in the server's answer. */
  read: (data: TData) => T;
  onSaved: (saved: T) => void;
  /** Said when the server gave no message of its own. */
  errorText: string;
};

/**
 * A setting saved as soon as it is changed (a switch, a radio choice), with no save button: the
 * new value shows at once, goes to the server, and comes back as the server stored it; a failed
 * save puts the old value back and says why in a toast. `onSaved` says it worked (a toast).
 */
export function useInstantSetting<T, TData>(options: InstantSettingOptions<T, TData>) {
  const { read, onSaved, errorText } = options;
  const [value, setValue] = useState(options.initial);
  const save = useApiMutation<TData, T>({ request: options.request });
  const change = (next: T) => {
    const previous = value;
    setValue(next);
    save.mutate(next, {
      onSuccess: ({ data }) => {
        const saved = read(data);
        setValue(saved);
        onSaved(saved);
      },
      onError: (error) => {
        setValue(previous);
        toast.error(requestErrorText(error, errorText));
      },
    });
  };
  return { value, change, isSaving: save.isPending };
}

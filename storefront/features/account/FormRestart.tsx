import { useEffect } from 'react';
import { useForm } from 'react-final-form';

/**
 * Empties the surrounding react-final-form form (values, touched, submit state) each time
 * `token` changes, after the submission that changed it has settled — so a successful submit
 * leaves empty fields that do not show 'required'.
 */
export function FormRestart({ token, onRestart }: { token: number; onRestart?: () => void }) {
  const form = useForm();
  useEffect(() => {
    if (!token) return;
    form.restart();
    onRestart?.();
    // onRestart is a notification; only a new token restarts.
  }, [token, form]);
  return null;
}

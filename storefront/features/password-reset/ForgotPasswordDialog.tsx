import { ForgotPasswordDialog as SharedForgotPasswordDialog } from '../../../shared/ui/password-reset/ForgotPasswordDialog';
import { useAppDeps } from '../../app/deps';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPasswordReset } from './selectors';
import { resetClosed } from './slice';

interface Props {
  /** The page's `source` query value, passed on to forgot-password. */
  source?: string;
}

/** The shared 'Forgot password?' popup, opened and closed through the store. */
export function ForgotPasswordDialog({ source }: Props) {
  const { open } = useAppSelector(selectPasswordReset);
  const dispatch = useAppDispatch();
  const { api } = useAppDeps();
  return <SharedForgotPasswordDialog api={api} open={open} source={source} onClose={() => dispatch(resetClosed())} />;
}

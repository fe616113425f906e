import { renderStandalone } from '@yayasan/ui';
import AuthPage from '../features/auth/AuthPage';
import ResetPasswordPage from '../features/auth/ResetPasswordPage';
import DashboardLayout from '../features/dashboard/DashboardLayout';

renderStandalone('account', {
  './AuthPage': AuthPage,
  './ResetPasswordPage': ResetPasswordPage,
  './DashboardLayout': DashboardLayout,
});

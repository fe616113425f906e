import { renderStandalone } from '@yayasan/ui';
import AuthPage from '../features/auth/AuthPage';
import ResetPasswordPage from '../features/auth/ResetPasswordPage';
import DashboardLayout from '../features/dashboard/DashboardLayout';
import NotificationsPage from '../features/notifications/NotificationsPage';
import ProfilePage from '../features/profile/ProfilePage';
import ChangePasswordPage from '../features/settings/ChangePasswordPage';
import EditProfilePage from '../features/settings/EditProfilePage';

renderStandalone('account', {
  './AuthPage': AuthPage,
  './ResetPasswordPage': ResetPasswordPage,
  './ProfilePage': ProfilePage,
  './EditProfilePage': EditProfilePage,
  './ChangePasswordPage': ChangePasswordPage,
  './DashboardLayout': DashboardLayout,
  './NotificationsPage': NotificationsPage,
});

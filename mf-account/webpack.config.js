const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'account',
  devPort: 3004,
  title: 'mf-account',
  exposes: {
    './AuthPage': './src/features/auth/AuthPage.tsx',
    './ResetPasswordPage': './src/features/auth/ResetPasswordPage.tsx',
    './ProfilePage': './src/features/profile/ProfilePage.tsx',
    './EditProfilePage': './src/features/settings/EditProfilePage.tsx',
    './ChangePasswordPage': './src/features/settings/ChangePasswordPage.tsx',
    './DashboardLayout': './src/features/dashboard/DashboardLayout.tsx',
    './NotificationsPage': './src/features/notifications/NotificationsPage.tsx',
  },
});

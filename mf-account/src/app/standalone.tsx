import { renderStandalone } from '@yayasan/ui';
import DashboardLayout from '../features/dashboard/DashboardLayout';

renderStandalone('account', {
  './DashboardLayout': DashboardLayout,
});

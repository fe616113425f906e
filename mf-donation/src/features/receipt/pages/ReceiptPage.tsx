import { Link, useParams } from 'react-router-dom';
import { paths } from '@yayasan/contracts';
import { selectUser, useAppSelector } from '@yayasan/store';
import { Button, PageContainer, SignInRedirect } from '@yayasan/ui';
import { TransactionReceipt } from '../../../components/receipt';

/** /dashboard/riwayat-donasi/:trx_id — a receipt from the history, with 'Kembali'. */
export default function ReceiptPage() {
  const { trx_id: trxId = '' } = useParams();
  const user = useAppSelector(selectUser);
  if (!user) return <SignInRedirect />;
  return (
    <PageContainer>
      <TransactionReceipt
        username={user.username}
        trxId={trxId}
        action={
          <Button as={Link} to={paths.donationHistory} $variant="primary">
            Kembali
          </Button>
        }
      />
    </PageContainer>
  );
}

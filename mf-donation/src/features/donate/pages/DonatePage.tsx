import { useParams } from 'react-router-dom';
import { PageContainer } from '@yayasan/ui';
import { Card } from '../components/CampaignHeader';
import { DonateFlow } from '../components/DonateFlow';

/** /donation/detail/:id/donate — the donate flow. */
export default function DonatePage() {
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <Card>
        <DonateFlow key={id} donationId={id} />
      </Card>
    </PageContainer>
  );
}

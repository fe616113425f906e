import { useParams } from 'react-router-dom';
import { ForceTheme, PageContainer } from '@yayasan/ui';
import { Card } from './components/CampaignHeader';
import { DonateFlow } from './components/DonateFlow';

/** /donation/detail/:id/donate — the donate flow, always in the light theme. */
export default function DonatePage() {
  const { id = '' } = useParams();
  return (
    <ForceTheme name="light">
      <PageContainer>
        <Card>
          <DonateFlow key={id} donationId={id} />
        </Card>
      </PageContainer>
    </ForceTheme>
  );
}

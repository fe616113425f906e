import { useState } from 'react';
import { EmptyState } from '@yayasan/ui';
import { Card } from '../components/CampaignHeader';
import { DonateFlow } from '../components/DonateFlow';
import { readSavedPayment, storedDonationId } from '../storage';

/** /clean — the payment component alone, in a bare layout, resuming the stored payment. */
export default function CleanPaymentPage() {
  const [donationId] = useState(() => {
    const id = storedDonationId();
    return id && readSavedPayment(id) ? id : null;
  });
  return (
    <main style={{ padding: 12 }}>
      <Card>
        {donationId ? (
          <DonateFlow donationId={donationId} />
        ) : (
          <EmptyState>Tidak ada pembayaran yang sedang berjalan</EmptyState>
        )}
      </Card>
    </main>
  );
}

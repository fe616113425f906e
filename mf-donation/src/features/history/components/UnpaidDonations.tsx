import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, paymentMethodName, type UnpaidDonation } from '@yayasan/contracts';
import { formatHistoryDate, formatRp } from '@yayasan/format';
import { Button } from '@yayasan/ui';
import { useGetUnpaidDonationsQuery } from '../api';

/** Still payable: pending and before its deadline (the server closes it soon after). */
export const isPayable = (d: UnpaidDonation, now: number) =>
  d.status === 'pending' && (!d.expiry_time || Date.parse(d.expiry_time) > now);

/** Why an unpaid donation ended: a card its bank refused, else its time ran out. */
const endedText = (d: UnpaidDonation) =>
  d.status === 'deny' ? 'Kartu ditolak, belum dibayar' : 'Kedaluwarsa, belum dibayar';

const resumePath = (d: UnpaidDonation) => `${paths.donate(d.donation_id)}?order=${encodeURIComponent(d.order_id)}`;
const againPath = (d: UnpaidDonation) => `${paths.donate(d.donation_id)}?amount=${d.amount}`;

/**
 * The donor's unpaid donations above the history: a payable one opens its payment screen from the
 * server's record ("Lanjutkan pembayaran", any device); one that ended unpaid offers the same amount
 * again. Nothing is shown when there are none or they cannot be loaded (the history stays usable).
 */
export function UnpaidDonations() {
  const { data, fulfilledTimeStamp: answeredAt = 0 } = useGetUnpaidDonationsQuery();
  const payments = data?.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <Section aria-labelledby="unpaid-heading">
      <h2 id="unpaid-heading">Menunggu Pembayaran</h2>
      <List>
        {payments.map((d) => {
          const payable = isPayable(d, answeredAt);
          return (
            <Card key={d.order_id} data-testid="unpaid-donation">
              <Link to={paths.donationDetail(d.donation_id)}>{d.title}</Link>
              <dl>
                <dt>Metode</dt>
                <dd>{paymentMethodName(d)}</dd>
                <dt>Jumlah</dt>
                <dd>{formatRp(d.amount)}</dd>
                <dt>{payable ? 'Bayar sebelum' : 'Status'}</dt>
                <dd>{payable ? (d.expiry_time ? `${formatHistoryDate(d.expiry_time)} WIB` : '-') : endedText(d)}</dd>
              </dl>
              {payable ? (
                <Button as={Link} to={resumePath(d)}>
                  Lanjutkan pembayaran
                </Button>
              ) : (
                <Button as={Link} to={againPath(d)} $variant="secondary">
                  Donasi lagi {formatRp(d.amount)}
                </Button>
              )}
            </Card>
          );
        })}
      </List>
    </Section>
  );
}

const Section = styled.section`
  margin: 0 0 24px;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 10px;
  }
`;
const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
`;
const Card = styled.li`
  display: grid;
  gap: 10px;
  padding: 14px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

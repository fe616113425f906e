import { useId } from 'react';
import styled from 'styled-components';
import { Input, Label } from '@yayasan/ui';

export interface DateRange {
  from: string;
  to: string;
}

/** Two calendar-day inputs, "Dari" and "Sampai", side by side (stacked on a phone). */
export function DateRangeFields({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const ids = { from: useId(), to: useId() };
  return (
    <Row>
      <div>
        <Label htmlFor={ids.from}>Dari tanggal</Label>
        <Input
          id={ids.from}
          type="date"
          value={value.from}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </div>
      <div>
        <Label htmlFor={ids.to}>Sampai tanggal</Label>
        <Input id={ids.to} type="date" value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </div>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 0 16px;
  max-width: 560px;
`;

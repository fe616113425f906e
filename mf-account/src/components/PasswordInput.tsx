import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Input } from '@yayasan/ui';

/** A password field with a show/hide toggle (keyboard reachable, announces its state). */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
        aria-controls={props.id}
      >
        {visible ? 'Sembunyikan' : 'Tampilkan'}
      </Toggle>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 112px;
  }
`;
const Toggle = styled.button`
  position: absolute;
  right: 6px;
  top: 50%;
  transform: translateY(-50%);
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  font-size: 0.85rem;
  padding: 6px 8px;
  cursor: pointer;
  border-radius: 6px;
`;

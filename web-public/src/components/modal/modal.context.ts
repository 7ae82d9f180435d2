import { createContext } from 'react';
import type { ModalContextValue } from './modal-types';

export const ModalContext = createContext<ModalContextValue | null>(null);

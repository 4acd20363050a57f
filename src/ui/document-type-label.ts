import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '../../domain/dokumente';

/**
 * A document type in the screen's language; the stored value stays the German
 * name (domain/dokumente.ts). The one translation of the types, for the staff
 * member's documents and the office's view of them: its texts are a catalog of
 * their own (`document-types`, lingui.config.ts) that both areas load.
 */
export function useDocumentTypeLabel(): (type: DocumentType | string) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case 'Immatrikulationsbescheinigung':
        return t`Immatrikulationsbescheinigung`;
      case 'Belehrung Gesundheitsamt':
        return t`Belehrung Gesundheitsamt`;
      case 'Aufenthaltstitel':
        return t`Aufenthaltstitel`;
      case 'Personalstammblatt':
        return t`Personalstammblatt`;
      case 'Vertrag':
        return t`Vertrag`;
      default:
        return type;
    }
  };
}

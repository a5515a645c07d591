import { createContext, useContext } from 'react';

/** What a node on the canvas may ask of the editor: open its Edit node panel. */
export const EditorActionsContext = createContext<{ openNode(id: string): void }>({ openNode: () => undefined });
export const useEditorActions = () => useContext(EditorActionsContext);

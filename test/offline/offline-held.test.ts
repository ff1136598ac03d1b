// The words a description says a file holds are the file's: what a reader's grep finds there.
import { describe, expect, it } from 'vitest';
import { heldAsWritten } from '../../src/offline/offline-held.js';

const MEMMAP = 'func (m *MemMapFs) Rename(oldname, newname string) error {\n\t// Pre-allocate the children.\n\treturn m.Write(dir)\n}\n';

describe('heldAsWritten', () => {
  it('keeps a word the file writes, as the requirement writes it', () => {
    expect(heldAsWritten(['dir', 'Rename'], MEMMAP, 'memmap.go')).toEqual(['dir', 'Rename']);
  });

  it('shows another form of a word as the file writes it', () => {
    expect(heldAsWritten(['renaming', 'directories'], MEMMAP, 'memmap.go')).toEqual(['rename']);
  });

  it("holds a run of an identifier's parts (`MemMapFs` holds memmap), and a word its path holds", () => {
    expect(heldAsWritten(['MemMap', 'afero'], MEMMAP, 'afero/memmap.go')).toEqual(['MemMap', 'afero']);
  });

  it('shows a compound the file does not hold whole as the parts it holds', () => {
    expect(heldAsWritten(['PreWriteHook', 'sub-directories'], MEMMAP, 'memmap.go')).toEqual(['pre', 'write']);
    // One name with a number is not its letters: `json5` is not "json".
    expect(heldAsWritten(['json5', 'Rename'], `${MEMMAP}// json\n`, 'memmap.go')).toEqual(['Rename']);
    // Not a stop word of one: `WithWrite` is not "with".
    expect(heldAsWritten(['WithWrite'], `${MEMMAP}// with\n`, 'memmap.go')).toEqual(['write']);
  });

  it('leaves out a word the file holds in no form, and lists each word once', () => {
    expect(heldAsWritten(['quota', 'write', 'Write', 'writes'], MEMMAP, 'memmap.go')).toEqual(['write']);
  });
});

// The declaration a plan's location names, in the parent's file, for anchors by lines.
import { describe, expect, it } from 'vitest';
import { declarationSpan } from '../../src/backtest/run.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const CSHARP = [
  'using System;',
  '',
  'namespace Acme.Io',
  '{',
  '    public class Reader',
  '    {',
  '        /// <summary>Reads.</summary>',
  '        public object ReadYaml(string value)',
  '        {',
  '            return value;',
  '        }',
  '',
  '        public bool Accepts(Type type)',
  '        {',
  '            return true;',
  '        }',
  '    }',
  '}',
  '',
].join('\n');
const ELIXIR = ['defmodule Plug.Conn do', '  @doc "reads"', '  def read_part_headers(conn, opts) do', '    conn', '  end', 'end', ''].join(
  '\n',
);
const snapshot = createMemorySnapshot({ 'src/Reader.cs': CSHARP, 'lib/conn.ex': ELIXIR });

describe('declarationSpan', () => {
  it('finds a method inside its class, with its doc comment', () => {
    expect(declarationSpan(snapshot, 'src/Reader.cs', 'Reader.ReadYaml')).toEqual([7, 11]);
    expect(declarationSpan(snapshot, 'src/Reader.cs', 'Accepts()')).toEqual([13, 16]);
    expect(declarationSpan(snapshot, 'lib/conn.ex', 'Plug.Conn.read_part_headers')).toEqual([2, 5]);
  });

  it('is undefined when the last name is not declared there, rather than the whole class', () => {
    expect(declarationSpan(snapshot, 'src/Reader.cs', 'Reader.Skip')).toBeUndefined();
    expect(declarationSpan(snapshot, 'src/Reader.cs', 'Nowhere')).toBeUndefined();
    expect(declarationSpan(snapshot, 'src/Missing.cs', 'Reader')).toBeUndefined();
    expect(declarationSpan(snapshot, 'src/Reader.cs', '*')).toBeUndefined();
  });
});

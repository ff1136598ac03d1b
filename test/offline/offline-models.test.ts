// "Add ProxyWriter.setReference(Writer)": the classes that already declare `setReference` are
// models of the change, not its place (offline-retrieve.ts modelFiles).
import { describe, expect, it } from 'vitest';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const io = createMemorySnapshot({
  'src/main/java/io/output/ProxyWriter.java':
    'package io.output;\n\npublic class ProxyWriter extends Writer {\n  protected Writer out;\n  public void write(char[] chars) { out.write(chars); }\n}\n',
  'src/main/java/io/output/ProxyOutputStream.java':
    'package io.output;\n\npublic class ProxyOutputStream extends OutputStream {\n  protected OutputStream out;\n  /** Sets the reference to the proxied stream. */\n  public ProxyOutputStream setReference(OutputStream out) { this.out = out; return this; }\n}\n',
  'src/main/java/io/input/ProxyInputStream.java':
    'package io.input;\n\npublic class ProxyInputStream extends InputStream {\n  protected InputStream in;\n  /** Sets the reference to the proxied stream. */\n  public ProxyInputStream setReference(InputStream in) { this.in = in; return this; }\n}\n',
  'src/main/java/io/output/TeeWriter.java':
    'package io.output;\n\npublic class TeeWriter extends ProxyWriter {\n  public void setReference(Writer out) { this.out = out; }\n}\n',
  'src/test/java/io/output/ProxyOutputStreamTest.java':
    'package io.output;\n\nclass ProxyOutputStreamTest {\n  void testSetReference() {}\n}\n',
  'src/test/java/io/output/ProxyWriterTest.java': 'package io.output;\n\nclass ProxyWriterTest {\n  void testWrite() {}\n}\n',
});

describe('a member the title qualifies by its owner', () => {
  it("plans the owner's file, not the other classes that declare the member, nor their tests", () => {
    const paths = retrieveFiles(io, 'Add ProxyWriter.setReference(Writer)').map((f) => f.path);
    expect(paths).toContain('src/main/java/io/output/ProxyWriter.java');
    expect(paths).not.toContain('src/main/java/io/output/ProxyOutputStream.java');
    expect(paths).not.toContain('src/main/java/io/input/ProxyInputStream.java');
    expect(paths).not.toContain('src/test/java/io/output/ProxyOutputStreamTest.java');
  });

  it("reads an instance's member (`subprocess.getEachMessage()`) as no type's", () => {
    const js = createMemorySnapshot({
      'lib/ipc/get-each.js': 'export const getEachMessage = ({anyProcess}) => loopOnMessages(anyProcess);\n',
      'lib/methods/main.js': 'export const subprocess = createSubprocess();\n',
    });
    expect(retrieveFiles(js, 'Fix `break` statement with `subprocess.getEachMessage()`').map((f) => f.path)).toContain(
      'lib/ipc/get-each.js',
    );
  });

  it("keeps the owner's base class, and a file that writes another owner the title gives the member", () => {
    const net = createMemorySnapshot({
      'Src/JsonTextWriter.cs': 'public class JsonTextWriter : JsonWriter\n{\n  private TextWriter _writer;\n}\n',
      'Src/JsonWriter.Async.cs':
        'public abstract partial class JsonWriter\n{\n  public virtual Task CloseAsync() { Close(); return Task.CompletedTask; }\n}\n',
    });
    expect(retrieveFiles(net, 'Fix blocking IO in JsonTextWriter.CloseAsync').map((f) => f.path)).toContain('Src/JsonWriter.Async.cs');
    const faker = createMemorySnapshot({
      'lib/faker/default/bossa_nova.rb': 'module Faker\n  class BossaNova < Base\n    def artist; end\n  end\nend\n',
      'lib/faker/music/music.rb': 'module Faker\n  class Music < Base\n    def key; end\n  end\nend\n',
    });
    expect(retrieveFiles(faker, 'Move `Faker::BossaNova` under `Faker::Music::BossaNova`').map((f) => f.path)).toContain(
      'lib/faker/default/bossa_nova.rb',
    );
  });

  it('keeps a class that writes the owner (a subclass), and any declaring file when the member is also named alone', () => {
    expect(retrieveFiles(io, 'Add ProxyWriter.setReference(Writer)').map((f) => f.path)).toContain(
      'src/main/java/io/output/TeeWriter.java',
    );
    const alone = retrieveFiles(io, 'Add ProxyWriter.setReference(Writer) like every setReference of a proxied stream').map((f) => f.path);
    expect(alone).toContain('src/main/java/io/output/ProxyOutputStream.java');
    const qualified = retrieveFiles(io, 'Add ProxyWriter.setReference(Writer) of a proxied stream').map((f) => f.path);
    expect(qualified).not.toContain('src/main/java/io/output/ProxyOutputStream.java');
  });
});

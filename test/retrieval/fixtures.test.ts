// The files of a test folder that are no source's test: fixtures, helpers, the tests' own tools.
import { describe, expect, it } from 'vitest';
import { testsNothing } from '../../src/retrieval/fixtures.js';

describe('testsNothing', () => {
  it("a base class, conftest.py or a test helper is the tests' tool, whatever assertions it holds", () => {
    const base = 'public abstract class TestBase : IDisposable {\n    protected void Check() => Assert.True(true);\n}\n';
    expect(testsNothing('tests/StackExchange.Redis.Tests/TestBase.cs', base)).toBe(true);
    expect(testsNothing('tests/conftest.py', 'import pytest\n\n@pytest.fixture\ndef app():\n    assert True\n')).toBe(true);
    expect(testsNothing('test/test_helper.rb', 'require "minitest/autorun"\ndef assert_ok(x) = assert(x)\n')).toBe(true);
    expect(testsNothing('spec/spec_helper.rb', 'RSpec.configure { |c| c.expect_with(:rspec) }\n')).toBe(true);
    // RSpec's and ExUnit's support folders hold the tests' code, whatever its names and expectations.
    const matcher = 'RSpec::Matchers.define :have_callback do |name|\n  match { |f| expect(f.callbacks).to include(name) }\nend\n';
    expect(testsNothing('spec/support/matchers/callback.rb', matcher)).toBe(true);
    expect(testsNothing('test/support/conn_case.ex', 'defmodule MyAppWeb.ConnCase do\n  use ExUnit.CaseTemplate\nend\n')).toBe(true);
    expect(testsNothing('spec/support/shared_examples_spec.rb', "describe('shared', () => {});\n")).toBe(false);
  });

  it('a test is one, by its name or its cases; a helper-named test of its own is a test', () => {
    expect(testsNothing('tests/ClientTests.cs', 'public class ClientTests { [Fact] public void Sends() {} }\n')).toBe(false);
    expect(testsNothing('test/helpers.test.ts', "test('formats', () => {});\n")).toBe(false);
    expect(testsNothing('tests/test_base.py', 'def test_base():\n    assert True\n')).toBe(false);
    expect(testsNothing('tests/test_helpers.py', '')).toBe(false);
    expect(testsNothing('tests/fixtures/app.py', 'VALUE = 1\n')).toBe(true);
  });
});

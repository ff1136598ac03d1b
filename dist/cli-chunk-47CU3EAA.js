import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  escapePipes
} from "./cli-chunk-ZXZ2VIQV.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./cli-chunk-HI3DZDWS.js";

// node_modules/@vscode/tree-sitter-wasm/wasm/tree-sitter.js
var require_tree_sitter = __commonJS({
  "node_modules/@vscode/tree-sitter-wasm/wasm/tree-sitter.js"(exports, module) {
    (function(global, factory) {
      typeof define === "function" && define.amd ? define(["exports"], factory) : typeof exports === "object" && typeof module !== "undefined" ? module.exports = factory() : (global = typeof globalThis !== "undefined" ? globalThis : global || self, global.Parser = factory());
    })(exports, (function() {
      function getCurrentScriptUrl() {
        if (typeof __filename !== "undefined") {
          return __require("url").pathToFileURL(__filename).href;
        }
        if (typeof document !== "undefined") {
          const script = document.currentScript;
          return script ? script.src : void 0;
        }
        throw new Error("Unable to determine script URL");
      }
      var __defProp = Object.defineProperty;
      var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
      var SIZE_OF_SHORT = 2;
      var SIZE_OF_INT = 4;
      var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
      var SIZE_OF_NODE = 5 * SIZE_OF_INT;
      var SIZE_OF_POINT = 2 * SIZE_OF_INT;
      var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
      var ZERO_POINT = { row: 0, column: 0 };
      var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
      function assertInternal(x) {
        if (x !== INTERNAL) throw new Error("Illegal constructor");
      }
      __name(assertInternal, "assertInternal");
      function isPoint(point) {
        return !!point && typeof point.row === "number" && typeof point.column === "number";
      }
      __name(isPoint, "isPoint");
      function setModule(module2) {
        C = module2;
      }
      __name(setModule, "setModule");
      var C;
      var LookaheadIterator = class {
        static {
          __name(this, "LookaheadIterator");
        }
        /** @internal */
        [0] = 0;
        // Internal handle for WASM
        /** @internal */
        language;
        /** @internal */
        constructor(internal, address, language) {
          assertInternal(internal);
          this[0] = address;
          this.language = language;
        }
        /** Get the current symbol of the lookahead iterator. */
        get currentTypeId() {
          return C._ts_lookahead_iterator_current_symbol(this[0]);
        }
        /** Get the current symbol name of the lookahead iterator. */
        get currentType() {
          return this.language.types[this.currentTypeId] || "ERROR";
        }
        /** Delete the lookahead iterator, freeing its resources. */
        delete() {
          C._ts_lookahead_iterator_delete(this[0]);
          this[0] = 0;
        }
        /**
         * Reset the lookahead iterator.
         *
         * This returns `true` if the language was set successfully and `false`
         * otherwise.
         */
        reset(language, stateId) {
          if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
            this.language = language;
            return true;
          }
          return false;
        }
        /**
         * Reset the lookahead iterator to another state.
         *
         * This returns `true` if the iterator was reset to the given state and
         * `false` otherwise.
         */
        resetState(stateId) {
          return Boolean(C._ts_lookahead_iterator_reset_state(this[0], stateId));
        }
        /**
         * Returns an iterator that iterates over the symbols of the lookahead iterator.
         *
         * The iterator will yield the current symbol name as a string for each step
         * until there are no more symbols to iterate over.
         */
        [Symbol.iterator]() {
          return {
            next: /* @__PURE__ */ __name(() => {
              if (C._ts_lookahead_iterator_next(this[0])) {
                return { done: false, value: this.currentType };
              }
              return { done: true, value: "" };
            }, "next")
          };
        }
      };
      function getText(tree, startIndex, endIndex, startPosition) {
        const length = endIndex - startIndex;
        let result = tree.textCallback(startIndex, startPosition);
        if (result) {
          startIndex += result.length;
          while (startIndex < endIndex) {
            const string = tree.textCallback(startIndex, startPosition);
            if (string && string.length > 0) {
              startIndex += string.length;
              result += string;
            } else {
              break;
            }
          }
          if (startIndex > endIndex) {
            result = result.slice(0, length);
          }
        }
        return result ?? "";
      }
      __name(getText, "getText");
      var Tree = class _Tree {
        static {
          __name(this, "Tree");
        }
        /** @internal */
        [0] = 0;
        // Internal handle for WASM
        /** @internal */
        textCallback;
        /** The language that was used to parse the syntax tree. */
        language;
        /** @internal */
        constructor(internal, address, language, textCallback) {
          assertInternal(internal);
          this[0] = address;
          this.language = language;
          this.textCallback = textCallback;
        }
        /** Create a shallow copy of the syntax tree. This is very fast. */
        copy() {
          const address = C._ts_tree_copy(this[0]);
          return new _Tree(INTERNAL, address, this.language, this.textCallback);
        }
        /** Delete the syntax tree, freeing its resources. */
        delete() {
          C._ts_tree_delete(this[0]);
          this[0] = 0;
        }
        /** Get the root node of the syntax tree. */
        get rootNode() {
          C._ts_tree_root_node_wasm(this[0]);
          return unmarshalNode(this);
        }
        /**
         * Get the root node of the syntax tree, but with its position shifted
         * forward by the given offset.
         */
        rootNodeWithOffset(offsetBytes, offsetExtent) {
          const address = TRANSFER_BUFFER + SIZE_OF_NODE;
          C.setValue(address, offsetBytes, "i32");
          marshalPoint(address + SIZE_OF_INT, offsetExtent);
          C._ts_tree_root_node_with_offset_wasm(this[0]);
          return unmarshalNode(this);
        }
        /**
         * Edit the syntax tree to keep it in sync with source code that has been
         * edited.
         *
         * You must describe the edit both in terms of byte offsets and in terms of
         * row/column coordinates.
         */
        edit(edit) {
          marshalEdit(edit);
          C._ts_tree_edit_wasm(this[0]);
        }
        /** Create a new {@link TreeCursor} starting from the root of the tree. */
        walk() {
          return this.rootNode.walk();
        }
        /**
         * Compare this old edited syntax tree to a new syntax tree representing
         * the same document, returning a sequence of ranges whose syntactic
         * structure has changed.
         *
         * For this to work correctly, this syntax tree must have been edited such
         * that its ranges match up to the new tree. Generally, you'll want to
         * call this method right after calling one of the [`Parser::parse`]
         * functions. Call it on the old tree that was passed to parse, and
         * pass the new tree that was returned from `parse`.
         */
        getChangedRanges(other) {
          if (!(other instanceof _Tree)) {
            throw new TypeError("Argument must be a Tree");
          }
          C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const result = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              result[i2] = unmarshalRange(address);
              address += SIZE_OF_RANGE;
            }
            C._free(buffer);
          }
          return result;
        }
        /** Get the included ranges that were used to parse the syntax tree. */
        getIncludedRanges() {
          C._ts_tree_included_ranges_wasm(this[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const result = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              result[i2] = unmarshalRange(address);
              address += SIZE_OF_RANGE;
            }
            C._free(buffer);
          }
          return result;
        }
      };
      var TreeCursor = class _TreeCursor {
        static {
          __name(this, "TreeCursor");
        }
        /** @internal */
        // @ts-expect-error: never read
        [0] = 0;
        // Internal handle for Wasm
        /** @internal */
        // @ts-expect-error: never read
        [1] = 0;
        // Internal handle for Wasm
        /** @internal */
        // @ts-expect-error: never read
        [2] = 0;
        // Internal handle for Wasm
        /** @internal */
        // @ts-expect-error: never read
        [3] = 0;
        // Internal handle for Wasm
        /** @internal */
        tree;
        /** @internal */
        constructor(internal, tree) {
          assertInternal(internal);
          this.tree = tree;
          unmarshalTreeCursor(this);
        }
        /** Creates a deep copy of the tree cursor. This allocates new memory. */
        copy() {
          const copy = new _TreeCursor(INTERNAL, this.tree);
          C._ts_tree_cursor_copy_wasm(this.tree[0]);
          unmarshalTreeCursor(copy);
          return copy;
        }
        /** Delete the tree cursor, freeing its resources. */
        delete() {
          marshalTreeCursor(this);
          C._ts_tree_cursor_delete_wasm(this.tree[0]);
          this[0] = this[1] = this[2] = 0;
        }
        /** Get the tree cursor's current {@link Node}. */
        get currentNode() {
          marshalTreeCursor(this);
          C._ts_tree_cursor_current_node_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /**
         * Get the numerical field id of this tree cursor's current node.
         *
         * See also {@link TreeCursor#currentFieldName}.
         */
        get currentFieldId() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
        }
        /** Get the field name of this tree cursor's current node. */
        get currentFieldName() {
          return this.tree.language.fields[this.currentFieldId];
        }
        /**
         * Get the depth of the cursor's current node relative to the original
         * node that the cursor was constructed with.
         */
        get currentDepth() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
        }
        /**
         * Get the index of the cursor's current node out of all of the
         * descendants of the original node that the cursor was constructed with.
         */
        get currentDescendantIndex() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
        }
        /** Get the type of the cursor's current node. */
        get nodeType() {
          return this.tree.language.types[this.nodeTypeId] || "ERROR";
        }
        /** Get the type id of the cursor's current node. */
        get nodeTypeId() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
        }
        /** Get the state id of the cursor's current node. */
        get nodeStateId() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
        }
        /** Get the id of the cursor's current node. */
        get nodeId() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
        }
        /**
         * Check if the cursor's current node is *named*.
         *
         * Named nodes correspond to named rules in the grammar, whereas
         * *anonymous* nodes correspond to string literals in the grammar.
         */
        get nodeIsNamed() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
        }
        /**
         * Check if the cursor's current node is *missing*.
         *
         * Missing nodes are inserted by the parser in order to recover from
         * certain kinds of syntax errors.
         */
        get nodeIsMissing() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
        }
        /** Get the string content of the cursor's current node. */
        get nodeText() {
          marshalTreeCursor(this);
          const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
          const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
          C._ts_tree_cursor_start_position_wasm(this.tree[0]);
          const startPosition = unmarshalPoint(TRANSFER_BUFFER);
          return getText(this.tree, startIndex, endIndex, startPosition);
        }
        /** Get the start position of the cursor's current node. */
        get startPosition() {
          marshalTreeCursor(this);
          C._ts_tree_cursor_start_position_wasm(this.tree[0]);
          return unmarshalPoint(TRANSFER_BUFFER);
        }
        /** Get the end position of the cursor's current node. */
        get endPosition() {
          marshalTreeCursor(this);
          C._ts_tree_cursor_end_position_wasm(this.tree[0]);
          return unmarshalPoint(TRANSFER_BUFFER);
        }
        /** Get the start index of the cursor's current node. */
        get startIndex() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
        }
        /** Get the end index of the cursor's current node. */
        get endIndex() {
          marshalTreeCursor(this);
          return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
        }
        /**
         * Move this cursor to the first child of its current node.
         *
         * This returns `true` if the cursor successfully moved, and returns
         * `false` if there were no children.
         */
        gotoFirstChild() {
          marshalTreeCursor(this);
          const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
          unmarshalTreeCursor(this);
          return result === 1;
        }
        /**
         * Move this cursor to the last child of its current node.
         *
         * This returns `true` if the cursor successfully moved, and returns
         * `false` if there were no children.
         *
         * Note that this function may be slower than
         * {@link TreeCursor#gotoFirstChild} because it needs to
         * iterate through all the children to compute the child's position.
         */
        gotoLastChild() {
          marshalTreeCursor(this);
          const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
          unmarshalTreeCursor(this);
          return result === 1;
        }
        /**
         * Move this cursor to the parent of its current node.
         *
         * This returns `true` if the cursor successfully moved, and returns
         * `false` if there was no parent node (the cursor was already on the
         * root node).
         *
         * Note that the node the cursor was constructed with is considered the root
         * of the cursor, and the cursor cannot walk outside this node.
         */
        gotoParent() {
          marshalTreeCursor(this);
          const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
          unmarshalTreeCursor(this);
          return result === 1;
        }
        /**
         * Move this cursor to the next sibling of its current node.
         *
         * This returns `true` if the cursor successfully moved, and returns
         * `false` if there was no next sibling node.
         *
         * Note that the node the cursor was constructed with is considered the root
         * of the cursor, and the cursor cannot walk outside this node.
         */
        gotoNextSibling() {
          marshalTreeCursor(this);
          const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
          unmarshalTreeCursor(this);
          return result === 1;
        }
        /**
         * Move this cursor to the previous sibling of its current node.
         *
         * This returns `true` if the cursor successfully moved, and returns
         * `false` if there was no previous sibling node.
         *
         * Note that this function may be slower than
         * {@link TreeCursor#gotoNextSibling} due to how node
         * positions are stored. In the worst case, this will need to iterate
         * through all the children up to the previous sibling node to recalculate
         * its position. Also note that the node the cursor was constructed with is
         * considered the root of the cursor, and the cursor cannot walk outside this node.
         */
        gotoPreviousSibling() {
          marshalTreeCursor(this);
          const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
          unmarshalTreeCursor(this);
          return result === 1;
        }
        /**
         * Move the cursor to the node that is the nth descendant of
         * the original node that the cursor was constructed with, where
         * zero represents the original node itself.
         */
        gotoDescendant(goalDescendantIndex) {
          marshalTreeCursor(this);
          C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
          unmarshalTreeCursor(this);
        }
        /**
         * Move this cursor to the first child of its current node that contains or
         * starts after the given byte offset.
         *
         * This returns `true` if the cursor successfully moved to a child node, and returns
         * `false` if no such child was found.
         */
        gotoFirstChildForIndex(goalIndex) {
          marshalTreeCursor(this);
          C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
          const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
          unmarshalTreeCursor(this);
          return result === 1;
        }
        /**
         * Move this cursor to the first child of its current node that contains or
         * starts after the given byte offset.
         *
         * This returns the index of the child node if one was found, and returns
         * `null` if no such child was found.
         */
        gotoFirstChildForPosition(goalPosition) {
          marshalTreeCursor(this);
          marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
          const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
          unmarshalTreeCursor(this);
          return result === 1;
        }
        /**
         * Re-initialize this tree cursor to start at the original node that the
         * cursor was constructed with.
         */
        reset(node) {
          marshalNode(node);
          marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
          C._ts_tree_cursor_reset_wasm(this.tree[0]);
          unmarshalTreeCursor(this);
        }
        /**
         * Re-initialize a tree cursor to the same position as another cursor.
         *
         * Unlike {@link TreeCursor#reset}, this will not lose parent
         * information and allows reusing already created cursors.
         */
        resetTo(cursor) {
          marshalTreeCursor(this, TRANSFER_BUFFER);
          marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
          C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
          unmarshalTreeCursor(this);
        }
      };
      var Node = class {
        static {
          __name(this, "Node");
        }
        /** @internal */
        // @ts-expect-error: never read
        [0] = 0;
        // Internal handle for Wasm
        /** @internal */
        _children;
        /** @internal */
        _namedChildren;
        /** @internal */
        constructor(internal, {
          id,
          tree,
          startIndex,
          startPosition,
          other
        }) {
          assertInternal(internal);
          this[0] = other;
          this.id = id;
          this.tree = tree;
          this.startIndex = startIndex;
          this.startPosition = startPosition;
        }
        /**
         * The numeric id for this node that is unique.
         *
         * Within a given syntax tree, no two nodes have the same id. However:
         *
         * * If a new tree is created based on an older tree, and a node from the old tree is reused in
         *   the process, then that node will have the same id in both trees.
         *
         * * A node not marked as having changes does not guarantee it was reused.
         *
         * * If a node is marked as having changed in the old tree, it will not be reused.
         */
        id;
        /** The byte index where this node starts. */
        startIndex;
        /** The position where this node starts. */
        startPosition;
        /** The tree that this node belongs to. */
        tree;
        /** Get this node's type as a numerical id. */
        get typeId() {
          marshalNode(this);
          return C._ts_node_symbol_wasm(this.tree[0]);
        }
        /**
         * Get the node's type as a numerical id as it appears in the grammar,
         * ignoring aliases.
         */
        get grammarId() {
          marshalNode(this);
          return C._ts_node_grammar_symbol_wasm(this.tree[0]);
        }
        /** Get this node's type as a string. */
        get type() {
          return this.tree.language.types[this.typeId] || "ERROR";
        }
        /**
         * Get this node's symbol name as it appears in the grammar, ignoring
         * aliases as a string.
         */
        get grammarType() {
          return this.tree.language.types[this.grammarId] || "ERROR";
        }
        /**
         * Check if this node is *named*.
         *
         * Named nodes correspond to named rules in the grammar, whereas
         * *anonymous* nodes correspond to string literals in the grammar.
         */
        get isNamed() {
          marshalNode(this);
          return C._ts_node_is_named_wasm(this.tree[0]) === 1;
        }
        /**
         * Check if this node is *extra*.
         *
         * Extra nodes represent things like comments, which are not required
         * by the grammar, but can appear anywhere.
         */
        get isExtra() {
          marshalNode(this);
          return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
        }
        /**
         * Check if this node represents a syntax error.
         *
         * Syntax errors represent parts of the code that could not be incorporated
         * into a valid syntax tree.
         */
        get isError() {
          marshalNode(this);
          return C._ts_node_is_error_wasm(this.tree[0]) === 1;
        }
        /**
         * Check if this node is *missing*.
         *
         * Missing nodes are inserted by the parser in order to recover from
         * certain kinds of syntax errors.
         */
        get isMissing() {
          marshalNode(this);
          return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
        }
        /** Check if this node has been edited. */
        get hasChanges() {
          marshalNode(this);
          return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
        }
        /**
         * Check if this node represents a syntax error or contains any syntax
         * errors anywhere within it.
         */
        get hasError() {
          marshalNode(this);
          return C._ts_node_has_error_wasm(this.tree[0]) === 1;
        }
        /** Get the byte index where this node ends. */
        get endIndex() {
          marshalNode(this);
          return C._ts_node_end_index_wasm(this.tree[0]);
        }
        /** Get the position where this node ends. */
        get endPosition() {
          marshalNode(this);
          C._ts_node_end_point_wasm(this.tree[0]);
          return unmarshalPoint(TRANSFER_BUFFER);
        }
        /** Get the string content of this node. */
        get text() {
          return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
        }
        /** Get this node's parse state. */
        get parseState() {
          marshalNode(this);
          return C._ts_node_parse_state_wasm(this.tree[0]);
        }
        /** Get the parse state after this node. */
        get nextParseState() {
          marshalNode(this);
          return C._ts_node_next_parse_state_wasm(this.tree[0]);
        }
        /** Check if this node is equal to another node. */
        equals(other) {
          return this.tree === other.tree && this.id === other.id;
        }
        /**
         * Get the node's child at the given index, where zero represents the first child.
         *
         * This method is fairly fast, but its cost is technically log(n), so if
         * you might be iterating over a long list of children, you should use
         * {@link Node#children} instead.
         */
        child(index) {
          marshalNode(this);
          C._ts_node_child_wasm(this.tree[0], index);
          return unmarshalNode(this.tree);
        }
        /**
         * Get this node's *named* child at the given index.
         *
         * See also {@link Node#isNamed}.
         * This method is fairly fast, but its cost is technically log(n), so if
         * you might be iterating over a long list of children, you should use
         * {@link Node#namedChildren} instead.
         */
        namedChild(index) {
          marshalNode(this);
          C._ts_node_named_child_wasm(this.tree[0], index);
          return unmarshalNode(this.tree);
        }
        /**
         * Get this node's child with the given numerical field id.
         *
         * See also {@link Node#childForFieldName}. You can
         * convert a field name to an id using {@link Language#fieldIdForName}.
         */
        childForFieldId(fieldId) {
          marshalNode(this);
          C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
          return unmarshalNode(this.tree);
        }
        /**
         * Get the first child with the given field name.
         *
         * If multiple children may have the same field name, access them using
         * {@link Node#childrenForFieldName}.
         */
        childForFieldName(fieldName) {
          const fieldId = this.tree.language.fields.indexOf(fieldName);
          if (fieldId !== -1) return this.childForFieldId(fieldId);
          return null;
        }
        /** Get the field name of this node's child at the given index. */
        fieldNameForChild(index) {
          marshalNode(this);
          const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
          if (!address) return null;
          return C.AsciiToString(address);
        }
        /** Get the field name of this node's named child at the given index. */
        fieldNameForNamedChild(index) {
          marshalNode(this);
          const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
          if (!address) return null;
          return C.AsciiToString(address);
        }
        /**
         * Get an array of this node's children with a given field name.
         *
         * See also {@link Node#children}.
         */
        childrenForFieldName(fieldName) {
          const fieldId = this.tree.language.fields.indexOf(fieldName);
          if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
          return [];
        }
        /**
          * Get an array of this node's children with a given field id.
          *
          * See also {@link Node#childrenForFieldName}.
          */
        childrenForFieldId(fieldId) {
          marshalNode(this);
          C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const result = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              result[i2] = unmarshalNode(this.tree, address);
              address += SIZE_OF_NODE;
            }
            C._free(buffer);
          }
          return result;
        }
        /** Get the node's first child that contains or starts after the given byte offset. */
        firstChildForIndex(index) {
          marshalNode(this);
          const address = TRANSFER_BUFFER + SIZE_OF_NODE;
          C.setValue(address, index, "i32");
          C._ts_node_first_child_for_byte_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /** Get the node's first named child that contains or starts after the given byte offset. */
        firstNamedChildForIndex(index) {
          marshalNode(this);
          const address = TRANSFER_BUFFER + SIZE_OF_NODE;
          C.setValue(address, index, "i32");
          C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /** Get this node's number of children. */
        get childCount() {
          marshalNode(this);
          return C._ts_node_child_count_wasm(this.tree[0]);
        }
        /**
         * Get this node's number of *named* children.
         *
         * See also {@link Node#isNamed}.
         */
        get namedChildCount() {
          marshalNode(this);
          return C._ts_node_named_child_count_wasm(this.tree[0]);
        }
        /** Get this node's first child. */
        get firstChild() {
          return this.child(0);
        }
        /**
         * Get this node's first named child.
         *
         * See also {@link Node#isNamed}.
         */
        get firstNamedChild() {
          return this.namedChild(0);
        }
        /** Get this node's last child. */
        get lastChild() {
          return this.child(this.childCount - 1);
        }
        /**
         * Get this node's last named child.
         *
         * See also {@link Node#isNamed}.
         */
        get lastNamedChild() {
          return this.namedChild(this.namedChildCount - 1);
        }
        /**
         * Iterate over this node's children.
         *
         * If you're walking the tree recursively, you may want to use the
         * {@link TreeCursor} APIs directly instead.
         */
        get children() {
          if (!this._children) {
            marshalNode(this);
            C._ts_node_children_wasm(this.tree[0]);
            const count = C.getValue(TRANSFER_BUFFER, "i32");
            const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
            this._children = new Array(count);
            if (count > 0) {
              let address = buffer;
              for (let i2 = 0; i2 < count; i2++) {
                this._children[i2] = unmarshalNode(this.tree, address);
                address += SIZE_OF_NODE;
              }
              C._free(buffer);
            }
          }
          return this._children;
        }
        /**
         * Iterate over this node's named children.
         *
         * See also {@link Node#children}.
         */
        get namedChildren() {
          if (!this._namedChildren) {
            marshalNode(this);
            C._ts_node_named_children_wasm(this.tree[0]);
            const count = C.getValue(TRANSFER_BUFFER, "i32");
            const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
            this._namedChildren = new Array(count);
            if (count > 0) {
              let address = buffer;
              for (let i2 = 0; i2 < count; i2++) {
                this._namedChildren[i2] = unmarshalNode(this.tree, address);
                address += SIZE_OF_NODE;
              }
              C._free(buffer);
            }
          }
          return this._namedChildren;
        }
        /**
         * Get the descendants of this node that are the given type, or in the given types array.
         *
         * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
         *
         * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
         */
        descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
          if (!Array.isArray(types)) types = [types];
          const symbols = [];
          const typesBySymbol = this.tree.language.types;
          for (const node_type of types) {
            if (node_type == "ERROR") {
              symbols.push(65535);
            }
          }
          for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
            if (types.includes(typesBySymbol[i2])) {
              symbols.push(i2);
            }
          }
          const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
          for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
            C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
          }
          marshalNode(this);
          C._ts_node_descendants_of_type_wasm(
            this.tree[0],
            symbolsAddress,
            symbols.length,
            startPosition.row,
            startPosition.column,
            endPosition.row,
            endPosition.column
          );
          const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
          const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const result = new Array(descendantCount);
          if (descendantCount > 0) {
            let address = descendantAddress;
            for (let i2 = 0; i2 < descendantCount; i2++) {
              result[i2] = unmarshalNode(this.tree, address);
              address += SIZE_OF_NODE;
            }
          }
          C._free(descendantAddress);
          C._free(symbolsAddress);
          return result;
        }
        /** Get this node's next sibling. */
        get nextSibling() {
          marshalNode(this);
          C._ts_node_next_sibling_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /** Get this node's previous sibling. */
        get previousSibling() {
          marshalNode(this);
          C._ts_node_prev_sibling_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /**
         * Get this node's next *named* sibling.
         *
         * See also {@link Node#isNamed}.
         */
        get nextNamedSibling() {
          marshalNode(this);
          C._ts_node_next_named_sibling_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /**
         * Get this node's previous *named* sibling.
         *
         * See also {@link Node#isNamed}.
         */
        get previousNamedSibling() {
          marshalNode(this);
          C._ts_node_prev_named_sibling_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /** Get the node's number of descendants, including one for the node itself. */
        get descendantCount() {
          marshalNode(this);
          return C._ts_node_descendant_count_wasm(this.tree[0]);
        }
        /**
         * Get this node's immediate parent.
         * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
         */
        get parent() {
          marshalNode(this);
          C._ts_node_parent_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /**
         * Get the node that contains `descendant`.
         *
         * Note that this can return `descendant` itself.
         */
        childWithDescendant(descendant) {
          marshalNode(this);
          marshalNode(descendant, 1);
          C._ts_node_child_with_descendant_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /** Get the smallest node within this node that spans the given byte range. */
        descendantForIndex(start2, end = start2) {
          if (typeof start2 !== "number" || typeof end !== "number") {
            throw new Error("Arguments must be numbers");
          }
          marshalNode(this);
          const address = TRANSFER_BUFFER + SIZE_OF_NODE;
          C.setValue(address, start2, "i32");
          C.setValue(address + SIZE_OF_INT, end, "i32");
          C._ts_node_descendant_for_index_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /** Get the smallest named node within this node that spans the given byte range. */
        namedDescendantForIndex(start2, end = start2) {
          if (typeof start2 !== "number" || typeof end !== "number") {
            throw new Error("Arguments must be numbers");
          }
          marshalNode(this);
          const address = TRANSFER_BUFFER + SIZE_OF_NODE;
          C.setValue(address, start2, "i32");
          C.setValue(address + SIZE_OF_INT, end, "i32");
          C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /** Get the smallest node within this node that spans the given point range. */
        descendantForPosition(start2, end = start2) {
          if (!isPoint(start2) || !isPoint(end)) {
            throw new Error("Arguments must be {row, column} objects");
          }
          marshalNode(this);
          const address = TRANSFER_BUFFER + SIZE_OF_NODE;
          marshalPoint(address, start2);
          marshalPoint(address + SIZE_OF_POINT, end);
          C._ts_node_descendant_for_position_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /** Get the smallest named node within this node that spans the given point range. */
        namedDescendantForPosition(start2, end = start2) {
          if (!isPoint(start2) || !isPoint(end)) {
            throw new Error("Arguments must be {row, column} objects");
          }
          marshalNode(this);
          const address = TRANSFER_BUFFER + SIZE_OF_NODE;
          marshalPoint(address, start2);
          marshalPoint(address + SIZE_OF_POINT, end);
          C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
          return unmarshalNode(this.tree);
        }
        /**
         * Create a new {@link TreeCursor} starting from this node.
         *
         * Note that the given node is considered the root of the cursor,
         * and the cursor cannot walk outside this node.
         */
        walk() {
          marshalNode(this);
          C._ts_tree_cursor_new_wasm(this.tree[0]);
          return new TreeCursor(INTERNAL, this.tree);
        }
        /**
         * Edit this node to keep it in-sync with source code that has been edited.
         *
         * This function is only rarely needed. When you edit a syntax tree with
         * the {@link Tree#edit} method, all of the nodes that you retrieve from
         * the tree afterward will already reflect the edit. You only need to
         * use {@link Node#edit} when you have a specific {@link Node} instance that
         * you want to keep and continue to use after an edit.
         */
        edit(edit) {
          if (this.startIndex >= edit.oldEndIndex) {
            this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
            let subbedPointRow;
            let subbedPointColumn;
            if (this.startPosition.row > edit.oldEndPosition.row) {
              subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
              subbedPointColumn = this.startPosition.column;
            } else {
              subbedPointRow = 0;
              subbedPointColumn = this.startPosition.column;
              if (this.startPosition.column >= edit.oldEndPosition.column) {
                subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
              }
            }
            if (subbedPointRow > 0) {
              this.startPosition.row += subbedPointRow;
              this.startPosition.column = subbedPointColumn;
            } else {
              this.startPosition.column += subbedPointColumn;
            }
          } else if (this.startIndex > edit.startIndex) {
            this.startIndex = edit.newEndIndex;
            this.startPosition.row = edit.newEndPosition.row;
            this.startPosition.column = edit.newEndPosition.column;
          }
        }
        /** Get the S-expression representation of this node. */
        toString() {
          marshalNode(this);
          const address = C._ts_node_to_string_wasm(this.tree[0]);
          const result = C.AsciiToString(address);
          C._free(address);
          return result;
        }
      };
      function unmarshalCaptures(query, tree, address, patternIndex, result) {
        for (let i2 = 0, n = result.length; i2 < n; i2++) {
          const captureIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const node = unmarshalNode(tree, address);
          address += SIZE_OF_NODE;
          result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
        }
        return address;
      }
      __name(unmarshalCaptures, "unmarshalCaptures");
      function marshalNode(node, index = 0) {
        let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
        C.setValue(address, node.id, "i32");
        address += SIZE_OF_INT;
        C.setValue(address, node.startIndex, "i32");
        address += SIZE_OF_INT;
        C.setValue(address, node.startPosition.row, "i32");
        address += SIZE_OF_INT;
        C.setValue(address, node.startPosition.column, "i32");
        address += SIZE_OF_INT;
        C.setValue(address, node[0], "i32");
      }
      __name(marshalNode, "marshalNode");
      function unmarshalNode(tree, address = TRANSFER_BUFFER) {
        const id = C.getValue(address, "i32");
        address += SIZE_OF_INT;
        if (id === 0) return null;
        const index = C.getValue(address, "i32");
        address += SIZE_OF_INT;
        const row = C.getValue(address, "i32");
        address += SIZE_OF_INT;
        const column = C.getValue(address, "i32");
        address += SIZE_OF_INT;
        const other = C.getValue(address, "i32");
        const result = new Node(INTERNAL, {
          id,
          tree,
          startIndex: index,
          startPosition: { row, column },
          other
        });
        return result;
      }
      __name(unmarshalNode, "unmarshalNode");
      function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
        C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
        C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
        C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
        C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
      }
      __name(marshalTreeCursor, "marshalTreeCursor");
      function unmarshalTreeCursor(cursor) {
        cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
        cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
        cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
        cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
      }
      __name(unmarshalTreeCursor, "unmarshalTreeCursor");
      function marshalPoint(address, point) {
        C.setValue(address, point.row, "i32");
        C.setValue(address + SIZE_OF_INT, point.column, "i32");
      }
      __name(marshalPoint, "marshalPoint");
      function unmarshalPoint(address) {
        const result = {
          row: C.getValue(address, "i32") >>> 0,
          column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
        };
        return result;
      }
      __name(unmarshalPoint, "unmarshalPoint");
      function marshalRange(address, range) {
        marshalPoint(address, range.startPosition);
        address += SIZE_OF_POINT;
        marshalPoint(address, range.endPosition);
        address += SIZE_OF_POINT;
        C.setValue(address, range.startIndex, "i32");
        address += SIZE_OF_INT;
        C.setValue(address, range.endIndex, "i32");
        address += SIZE_OF_INT;
      }
      __name(marshalRange, "marshalRange");
      function unmarshalRange(address) {
        const result = {};
        result.startPosition = unmarshalPoint(address);
        address += SIZE_OF_POINT;
        result.endPosition = unmarshalPoint(address);
        address += SIZE_OF_POINT;
        result.startIndex = C.getValue(address, "i32") >>> 0;
        address += SIZE_OF_INT;
        result.endIndex = C.getValue(address, "i32") >>> 0;
        return result;
      }
      __name(unmarshalRange, "unmarshalRange");
      function marshalEdit(edit, address = TRANSFER_BUFFER) {
        marshalPoint(address, edit.startPosition);
        address += SIZE_OF_POINT;
        marshalPoint(address, edit.oldEndPosition);
        address += SIZE_OF_POINT;
        marshalPoint(address, edit.newEndPosition);
        address += SIZE_OF_POINT;
        C.setValue(address, edit.startIndex, "i32");
        address += SIZE_OF_INT;
        C.setValue(address, edit.oldEndIndex, "i32");
        address += SIZE_OF_INT;
        C.setValue(address, edit.newEndIndex, "i32");
        address += SIZE_OF_INT;
      }
      __name(marshalEdit, "marshalEdit");
      function unmarshalLanguageMetadata(address) {
        const major_version = C.getValue(address, "i32");
        const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
        const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
        return { major_version, minor_version, patch_version };
      }
      __name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
      var PREDICATE_STEP_TYPE_CAPTURE = 1;
      var PREDICATE_STEP_TYPE_STRING = 2;
      var QUERY_WORD_REGEX = /[\w-]+/g;
      var CaptureQuantifier = {
        Zero: 0,
        ZeroOrOne: 1,
        ZeroOrMore: 2,
        One: 3,
        OneOrMore: 4
      };
      var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
      var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
      var QueryErrorKind = {
        Syntax: 1,
        NodeName: 2,
        FieldName: 3,
        CaptureName: 4,
        PatternStructure: 5
      };
      var QueryError = class _QueryError extends Error {
        constructor(kind, info2, index, length) {
          super(_QueryError.formatMessage(kind, info2));
          this.kind = kind;
          this.info = info2;
          this.index = index;
          this.length = length;
          this.name = "QueryError";
        }
        static {
          __name(this, "QueryError");
        }
        /** Formats an error message based on the error kind and info */
        static formatMessage(kind, info2) {
          switch (kind) {
            case QueryErrorKind.NodeName:
              return `Bad node name '${info2.word}'`;
            case QueryErrorKind.FieldName:
              return `Bad field name '${info2.word}'`;
            case QueryErrorKind.CaptureName:
              return `Bad capture name @${info2.word}`;
            case QueryErrorKind.PatternStructure:
              return `Bad pattern structure at offset ${info2.suffix}`;
            case QueryErrorKind.Syntax:
              return `Bad syntax at offset ${info2.suffix}`;
          }
        }
      };
      function parseAnyPredicate(steps, index, operator, textPredicates) {
        if (steps.length !== 3) {
          throw new Error(
            `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
          );
        }
        if (!isCaptureStep(steps[1])) {
          throw new Error(
            `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
          );
        }
        const isPositive = operator === "eq?" || operator === "any-eq?";
        const matchAll = !operator.startsWith("any-");
        if (isCaptureStep(steps[2])) {
          const captureName1 = steps[1].name;
          const captureName2 = steps[2].name;
          textPredicates[index].push((captures) => {
            const nodes1 = [];
            const nodes2 = [];
            for (const c of captures) {
              if (c.name === captureName1) nodes1.push(c.node);
              if (c.name === captureName2) nodes2.push(c.node);
            }
            const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
              return positive ? n1.text === n2.text : n1.text !== n2.text;
            }, "compare");
            return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
          });
        } else {
          const captureName = steps[1].name;
          const stringValue = steps[2].value;
          const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
          const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
          textPredicates[index].push((captures) => {
            const nodes = [];
            for (const c of captures) {
              if (c.name === captureName) nodes.push(c.node);
            }
            const test = isPositive ? matches : doesNotMatch;
            return matchAll ? nodes.every(test) : nodes.some(test);
          });
        }
      }
      __name(parseAnyPredicate, "parseAnyPredicate");
      function parseMatchPredicate(steps, index, operator, textPredicates) {
        if (steps.length !== 3) {
          throw new Error(
            `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
          );
        }
        if (steps[1].type !== "capture") {
          throw new Error(
            `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
          );
        }
        if (steps[2].type !== "string") {
          throw new Error(
            `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
          );
        }
        const isPositive = operator === "match?" || operator === "any-match?";
        const matchAll = !operator.startsWith("any-");
        const captureName = steps[1].name;
        const regex = new RegExp(steps[2].value);
        textPredicates[index].push((captures) => {
          const nodes = [];
          for (const c of captures) {
            if (c.name === captureName) nodes.push(c.node.text);
          }
          const test = /* @__PURE__ */ __name((text, positive) => {
            return positive ? regex.test(text) : !regex.test(text);
          }, "test");
          if (nodes.length === 0) return !isPositive;
          return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
        });
      }
      __name(parseMatchPredicate, "parseMatchPredicate");
      function parseAnyOfPredicate(steps, index, operator, textPredicates) {
        if (steps.length < 2) {
          throw new Error(
            `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
          );
        }
        if (steps[1].type !== "capture") {
          throw new Error(
            `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
          );
        }
        const isPositive = operator === "any-of?";
        const captureName = steps[1].name;
        const stringSteps = steps.slice(2);
        if (!stringSteps.every(isStringStep)) {
          throw new Error(
            `Arguments to \`#${operator}\` predicate must be strings.".`
          );
        }
        const values = stringSteps.map((s) => s.value);
        textPredicates[index].push((captures) => {
          const nodes = [];
          for (const c of captures) {
            if (c.name === captureName) nodes.push(c.node.text);
          }
          if (nodes.length === 0) return !isPositive;
          return nodes.every((text) => values.includes(text)) === isPositive;
        });
      }
      __name(parseAnyOfPredicate, "parseAnyOfPredicate");
      function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
        if (steps.length < 2 || steps.length > 3) {
          throw new Error(
            `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
          );
        }
        if (!steps.every(isStringStep)) {
          throw new Error(
            `Arguments to \`#${operator}\` predicate must be strings.".`
          );
        }
        const properties = operator === "is?" ? assertedProperties : refutedProperties;
        if (!properties[index]) properties[index] = {};
        properties[index][steps[1].value] = steps[2]?.value ?? null;
      }
      __name(parseIsPredicate, "parseIsPredicate");
      function parseSetDirective(steps, index, setProperties) {
        if (steps.length < 2 || steps.length > 3) {
          throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
        }
        if (!steps.every(isStringStep)) {
          throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
        }
        if (!setProperties[index]) setProperties[index] = {};
        setProperties[index][steps[1].value] = steps[2]?.value ?? null;
      }
      __name(parseSetDirective, "parseSetDirective");
      function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
        if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
          const name2 = captureNames[stepValueId];
          steps.push({ type: "capture", name: name2 });
        } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
          steps.push({ type: "string", value: stringValues[stepValueId] });
        } else if (steps.length > 0) {
          if (steps[0].type !== "string") {
            throw new Error("Predicates must begin with a literal value");
          }
          const operator = steps[0].value;
          switch (operator) {
            case "any-not-eq?":
            case "not-eq?":
            case "any-eq?":
            case "eq?":
              parseAnyPredicate(steps, index, operator, textPredicates);
              break;
            case "any-not-match?":
            case "not-match?":
            case "any-match?":
            case "match?":
              parseMatchPredicate(steps, index, operator, textPredicates);
              break;
            case "not-any-of?":
            case "any-of?":
              parseAnyOfPredicate(steps, index, operator, textPredicates);
              break;
            case "is?":
            case "is-not?":
              parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
              break;
            case "set!":
              parseSetDirective(steps, index, setProperties);
              break;
            default:
              predicates[index].push({ operator, operands: steps.slice(1) });
          }
          steps.length = 0;
        }
      }
      __name(parsePattern, "parsePattern");
      var Query = class {
        static {
          __name(this, "Query");
        }
        /** @internal */
        [0] = 0;
        // Internal handle for WASM
        /** @internal */
        exceededMatchLimit;
        /** @internal */
        textPredicates;
        /** The names of the captures used in the query. */
        captureNames;
        /** The quantifiers of the captures used in the query. */
        captureQuantifiers;
        /**
         * The other user-defined predicates associated with the given index.
         *
         * This includes predicates with operators other than:
         * - `match?`
         * - `eq?` and `not-eq?`
         * - `any-of?` and `not-any-of?`
         * - `is?` and `is-not?`
         * - `set!`
         */
        predicates;
        /** The properties for predicates with the operator `set!`. */
        setProperties;
        /** The properties for predicates with the operator `is?`. */
        assertedProperties;
        /** The properties for predicates with the operator `is-not?`. */
        refutedProperties;
        /** The maximum number of in-progress matches for this cursor. */
        matchLimit;
        /**
         * Create a new query from a string containing one or more S-expression
         * patterns.
         *
         * The query is associated with a particular language, and can only be run
         * on syntax nodes parsed with that language. References to Queries can be
         * shared between multiple threads.
         *
         * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
         */
        constructor(language, source) {
          const sourceLength = C.lengthBytesUTF8(source);
          const sourceAddress = C._malloc(sourceLength + 1);
          C.stringToUTF8(source, sourceAddress, sourceLength + 1);
          const address = C._ts_query_new(
            language[0],
            sourceAddress,
            sourceLength,
            TRANSFER_BUFFER,
            TRANSFER_BUFFER + SIZE_OF_INT
          );
          if (!address) {
            const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
            const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
            const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
            const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
            const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
            C._free(sourceAddress);
            switch (errorId) {
              case QueryErrorKind.Syntax:
                throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
              case QueryErrorKind.NodeName:
                throw new QueryError(errorId, { word }, errorIndex, word.length);
              case QueryErrorKind.FieldName:
                throw new QueryError(errorId, { word }, errorIndex, word.length);
              case QueryErrorKind.CaptureName:
                throw new QueryError(errorId, { word }, errorIndex, word.length);
              case QueryErrorKind.PatternStructure:
                throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
            }
          }
          const stringCount = C._ts_query_string_count(address);
          const captureCount = C._ts_query_capture_count(address);
          const patternCount = C._ts_query_pattern_count(address);
          const captureNames = new Array(captureCount);
          const captureQuantifiers = new Array(patternCount);
          const stringValues = new Array(stringCount);
          for (let i2 = 0; i2 < captureCount; i2++) {
            const nameAddress = C._ts_query_capture_name_for_id(
              address,
              i2,
              TRANSFER_BUFFER
            );
            const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
            captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
          }
          for (let i2 = 0; i2 < patternCount; i2++) {
            const captureQuantifiersArray = new Array(captureCount);
            for (let j = 0; j < captureCount; j++) {
              const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
              captureQuantifiersArray[j] = quantifier;
            }
            captureQuantifiers[i2] = captureQuantifiersArray;
          }
          for (let i2 = 0; i2 < stringCount; i2++) {
            const valueAddress = C._ts_query_string_value_for_id(
              address,
              i2,
              TRANSFER_BUFFER
            );
            const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
            stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
          }
          const setProperties = new Array(patternCount);
          const assertedProperties = new Array(patternCount);
          const refutedProperties = new Array(patternCount);
          const predicates = new Array(patternCount);
          const textPredicates = new Array(patternCount);
          for (let i2 = 0; i2 < patternCount; i2++) {
            const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
            const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
            predicates[i2] = [];
            textPredicates[i2] = [];
            const steps = new Array();
            let stepAddress = predicatesAddress;
            for (let j = 0; j < stepCount; j++) {
              const stepType = C.getValue(stepAddress, "i32");
              stepAddress += SIZE_OF_INT;
              const stepValueId = C.getValue(stepAddress, "i32");
              stepAddress += SIZE_OF_INT;
              parsePattern(
                i2,
                stepType,
                stepValueId,
                captureNames,
                stringValues,
                steps,
                textPredicates,
                predicates,
                setProperties,
                assertedProperties,
                refutedProperties
              );
            }
            Object.freeze(textPredicates[i2]);
            Object.freeze(predicates[i2]);
            Object.freeze(setProperties[i2]);
            Object.freeze(assertedProperties[i2]);
            Object.freeze(refutedProperties[i2]);
          }
          C._free(sourceAddress);
          this[0] = address;
          this.captureNames = captureNames;
          this.captureQuantifiers = captureQuantifiers;
          this.textPredicates = textPredicates;
          this.predicates = predicates;
          this.setProperties = setProperties;
          this.assertedProperties = assertedProperties;
          this.refutedProperties = refutedProperties;
          this.exceededMatchLimit = false;
        }
        /** Delete the query, freeing its resources. */
        delete() {
          C._ts_query_delete(this[0]);
          this[0] = 0;
        }
        /**
         * Iterate over all of the matches in the order that they were found.
         *
         * Each match contains the index of the pattern that matched, and a list of
         * captures. Because multiple patterns can match the same set of nodes,
         * one match may contain captures that appear *before* some of the
         * captures from a previous match.
         *
         * @param {Node} node - The node to execute the query on.
         *
         * @param {QueryOptions} options - Options for query execution.
         */
        matches(node, options = {}) {
          const startPosition = options.startPosition ?? ZERO_POINT;
          const endPosition = options.endPosition ?? ZERO_POINT;
          const startIndex = options.startIndex ?? 0;
          const endIndex = options.endIndex ?? 0;
          const matchLimit = options.matchLimit ?? 4294967295;
          const maxStartDepth = options.maxStartDepth ?? 4294967295;
          const timeoutMicros = options.timeoutMicros ?? 0;
          const progressCallback = options.progressCallback;
          if (typeof matchLimit !== "number") {
            throw new Error("Arguments must be numbers");
          }
          this.matchLimit = matchLimit;
          if (endIndex !== 0 && startIndex > endIndex) {
            throw new Error("`startIndex` cannot be greater than `endIndex`");
          }
          if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
            throw new Error("`startPosition` cannot be greater than `endPosition`");
          }
          if (progressCallback) {
            C.currentQueryProgressCallback = progressCallback;
          }
          marshalNode(node);
          C._ts_query_matches_wasm(
            this[0],
            node.tree[0],
            startPosition.row,
            startPosition.column,
            endPosition.row,
            endPosition.column,
            startIndex,
            endIndex,
            matchLimit,
            maxStartDepth,
            timeoutMicros
          );
          const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
          const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
          const result = new Array(rawCount);
          this.exceededMatchLimit = Boolean(didExceedMatchLimit);
          let filteredCount = 0;
          let address = startAddress;
          for (let i2 = 0; i2 < rawCount; i2++) {
            const patternIndex = C.getValue(address, "i32");
            address += SIZE_OF_INT;
            const captureCount = C.getValue(address, "i32");
            address += SIZE_OF_INT;
            const captures = new Array(captureCount);
            address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
            if (this.textPredicates[patternIndex].every((p) => p(captures))) {
              result[filteredCount] = { pattern: patternIndex, patternIndex, captures };
              const setProperties = this.setProperties[patternIndex];
              result[filteredCount].setProperties = setProperties;
              const assertedProperties = this.assertedProperties[patternIndex];
              result[filteredCount].assertedProperties = assertedProperties;
              const refutedProperties = this.refutedProperties[patternIndex];
              result[filteredCount].refutedProperties = refutedProperties;
              filteredCount++;
            }
          }
          result.length = filteredCount;
          C._free(startAddress);
          C.currentQueryProgressCallback = null;
          return result;
        }
        /**
         * Iterate over all of the individual captures in the order that they
         * appear.
         *
         * This is useful if you don't care about which pattern matched, and just
         * want a single, ordered sequence of captures.
         *
         * @param {Node} node - The node to execute the query on.
         *
         * @param {QueryOptions} options - Options for query execution.
         */
        captures(node, options = {}) {
          const startPosition = options.startPosition ?? ZERO_POINT;
          const endPosition = options.endPosition ?? ZERO_POINT;
          const startIndex = options.startIndex ?? 0;
          const endIndex = options.endIndex ?? 0;
          const matchLimit = options.matchLimit ?? 4294967295;
          const maxStartDepth = options.maxStartDepth ?? 4294967295;
          const timeoutMicros = options.timeoutMicros ?? 0;
          const progressCallback = options.progressCallback;
          if (typeof matchLimit !== "number") {
            throw new Error("Arguments must be numbers");
          }
          this.matchLimit = matchLimit;
          if (endIndex !== 0 && startIndex > endIndex) {
            throw new Error("`startIndex` cannot be greater than `endIndex`");
          }
          if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
            throw new Error("`startPosition` cannot be greater than `endPosition`");
          }
          if (progressCallback) {
            C.currentQueryProgressCallback = progressCallback;
          }
          marshalNode(node);
          C._ts_query_captures_wasm(
            this[0],
            node.tree[0],
            startPosition.row,
            startPosition.column,
            endPosition.row,
            endPosition.column,
            startIndex,
            endIndex,
            matchLimit,
            maxStartDepth,
            timeoutMicros
          );
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
          const result = new Array();
          this.exceededMatchLimit = Boolean(didExceedMatchLimit);
          const captures = new Array();
          let address = startAddress;
          for (let i2 = 0; i2 < count; i2++) {
            const patternIndex = C.getValue(address, "i32");
            address += SIZE_OF_INT;
            const captureCount = C.getValue(address, "i32");
            address += SIZE_OF_INT;
            const captureIndex = C.getValue(address, "i32");
            address += SIZE_OF_INT;
            captures.length = captureCount;
            address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
            if (this.textPredicates[patternIndex].every((p) => p(captures))) {
              const capture = captures[captureIndex];
              const setProperties = this.setProperties[patternIndex];
              capture.setProperties = setProperties;
              const assertedProperties = this.assertedProperties[patternIndex];
              capture.assertedProperties = assertedProperties;
              const refutedProperties = this.refutedProperties[patternIndex];
              capture.refutedProperties = refutedProperties;
              result.push(capture);
            }
          }
          C._free(startAddress);
          C.currentQueryProgressCallback = null;
          return result;
        }
        /** Get the predicates for a given pattern. */
        predicatesForPattern(patternIndex) {
          return this.predicates[patternIndex];
        }
        /**
         * Disable a certain capture within a query.
         *
         * This prevents the capture from being returned in matches, and also
         * avoids any resource usage associated with recording the capture.
         */
        disableCapture(captureName) {
          const captureNameLength = C.lengthBytesUTF8(captureName);
          const captureNameAddress = C._malloc(captureNameLength + 1);
          C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
          C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
          C._free(captureNameAddress);
        }
        /**
         * Disable a certain pattern within a query.
         *
         * This prevents the pattern from matching, and also avoids any resource
         * usage associated with the pattern. This throws an error if the pattern
         * index is out of bounds.
         */
        disablePattern(patternIndex) {
          if (patternIndex >= this.predicates.length) {
            throw new Error(
              `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
            );
          }
          C._ts_query_disable_pattern(this[0], patternIndex);
        }
        /**
         * Check if, on its last execution, this cursor exceeded its maximum number
         * of in-progress matches.
         */
        didExceedMatchLimit() {
          return this.exceededMatchLimit;
        }
        /** Get the byte offset where the given pattern starts in the query's source. */
        startIndexForPattern(patternIndex) {
          if (patternIndex >= this.predicates.length) {
            throw new Error(
              `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
            );
          }
          return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
        }
        /** Get the byte offset where the given pattern ends in the query's source. */
        endIndexForPattern(patternIndex) {
          if (patternIndex >= this.predicates.length) {
            throw new Error(
              `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
            );
          }
          return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
        }
        /** Get the number of patterns in the query. */
        patternCount() {
          return C._ts_query_pattern_count(this[0]);
        }
        /** Get the index for a given capture name. */
        captureIndexForName(captureName) {
          return this.captureNames.indexOf(captureName);
        }
        /** Check if a given pattern within a query has a single root node. */
        isPatternRooted(patternIndex) {
          return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
        }
        /** Check if a given pattern within a query has a single root node. */
        isPatternNonLocal(patternIndex) {
          return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
        }
        /**
         * Check if a given step in a query is 'definite'.
         *
         * A query step is 'definite' if its parent pattern will be guaranteed to
         * match successfully once it reaches the step.
         */
        isPatternGuaranteedAtStep(byteIndex) {
          return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
        }
      };
      var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
      var Language = class _Language {
        static {
          __name(this, "Language");
        }
        /** @internal */
        [0] = 0;
        // Internal handle for WASM
        /**
         * A list of all node types in the language. The index of each type in this
         * array is its node type id.
         */
        types;
        /**
         * A list of all field names in the language. The index of each field name in
         * this array is its field id.
         */
        fields;
        /** @internal */
        constructor(internal, address) {
          assertInternal(internal);
          this[0] = address;
          this.types = new Array(C._ts_language_symbol_count(this[0]));
          for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
            if (C._ts_language_symbol_type(this[0], i2) < 2) {
              this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
            }
          }
          this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
          for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
            const fieldName = C._ts_language_field_name_for_id(this[0], i2);
            if (fieldName !== 0) {
              this.fields[i2] = C.UTF8ToString(fieldName);
            } else {
              this.fields[i2] = null;
            }
          }
        }
        /**
         * Gets the name of the language.
         */
        get name() {
          const ptr = C._ts_language_name(this[0]);
          if (ptr === 0) return null;
          return C.UTF8ToString(ptr);
        }
        /**
         * @deprecated since version 0.25.0, use {@link Language#abiVersion} instead
         * Gets the version of the language.
         */
        get version() {
          return C._ts_language_version(this[0]);
        }
        /**
         * Gets the ABI version of the language.
         */
        get abiVersion() {
          return C._ts_language_abi_version(this[0]);
        }
        /**
        * Get the metadata for this language. This information is generated by the
        * CLI, and relies on the language author providing the correct metadata in
        * the language's `tree-sitter.json` file.
        */
        get metadata() {
          C._ts_language_metadata(this[0]);
          const length = C.getValue(TRANSFER_BUFFER, "i32");
          const address = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          if (length === 0) return null;
          return unmarshalLanguageMetadata(address);
        }
        /**
         * Gets the number of fields in the language.
         */
        get fieldCount() {
          return this.fields.length - 1;
        }
        /**
         * Gets the number of states in the language.
         */
        get stateCount() {
          return C._ts_language_state_count(this[0]);
        }
        /**
         * Get the field id for a field name.
         */
        fieldIdForName(fieldName) {
          const result = this.fields.indexOf(fieldName);
          return result !== -1 ? result : null;
        }
        /**
         * Get the field name for a field id.
         */
        fieldNameForId(fieldId) {
          return this.fields[fieldId] ?? null;
        }
        /**
         * Get the node type id for a node type name.
         */
        idForNodeType(type, named) {
          const typeLength = C.lengthBytesUTF8(type);
          const typeAddress = C._malloc(typeLength + 1);
          C.stringToUTF8(type, typeAddress, typeLength + 1);
          const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
          C._free(typeAddress);
          return result || null;
        }
        /**
         * Gets the number of node types in the language.
         */
        get nodeTypeCount() {
          return C._ts_language_symbol_count(this[0]);
        }
        /**
         * Get the node type name for a node type id.
         */
        nodeTypeForId(typeId) {
          const name2 = C._ts_language_symbol_name(this[0], typeId);
          return name2 ? C.UTF8ToString(name2) : null;
        }
        /**
         * Check if a node type is named.
         *
         * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
         */
        nodeTypeIsNamed(typeId) {
          return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
        }
        /**
         * Check if a node type is visible.
         */
        nodeTypeIsVisible(typeId) {
          return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
        }
        /**
         * Get the supertypes ids of this language.
         *
         * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
         */
        get supertypes() {
          C._ts_language_supertypes_wasm(this[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const result = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              result[i2] = C.getValue(address, "i16");
              address += SIZE_OF_SHORT;
            }
          }
          return result;
        }
        /**
         * Get the subtype ids for a given supertype node id.
         */
        subtypes(supertype) {
          C._ts_language_subtypes_wasm(this[0], supertype);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const result = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              result[i2] = C.getValue(address, "i16");
              address += SIZE_OF_SHORT;
            }
          }
          return result;
        }
        /**
         * Get the next state id for a given state id and node type id.
         */
        nextState(stateId, typeId) {
          return C._ts_language_next_state(this[0], stateId, typeId);
        }
        /**
         * Create a new lookahead iterator for this language and parse state.
         *
         * This returns `null` if state is invalid for this language.
         *
         * Iterating {@link LookaheadIterator} will yield valid symbols in the given
         * parse state. Newly created lookahead iterators will return the `ERROR`
         * symbol from {@link LookaheadIterator#currentType}.
         *
         * Lookahead iterators can be useful for generating suggestions and improving
         * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
         * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
         * lookahead iterator created on the previous non-extra leaf node may be
         * appropriate.
         */
        lookaheadIterator(stateId) {
          const address = C._ts_lookahead_iterator_new(this[0], stateId);
          if (address) return new LookaheadIterator(INTERNAL, address, this);
          return null;
        }
        /**
         * @deprecated since version 0.25.0, call `new` on a {@link Query} instead
         *
         * Create a new query from a string containing one or more S-expression
         * patterns.
         *
         * The query is associated with a particular language, and can only be run
         * on syntax nodes parsed with that language. References to Queries can be
         * shared between multiple threads.
         *
         * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
         */
        query(source) {
          console.warn("Language.query is deprecated. Use new Query(language, source) instead.");
          return new Query(this, source);
        }
        /**
         * Load a language from a WebAssembly module.
         * The module can be provided as a path to a file or as a buffer.
         */
        static async load(input) {
          let bytes;
          if (input instanceof Uint8Array) {
            bytes = Promise.resolve(input);
          } else {
            if (globalThis.process?.versions.node) {
              const fs2 = await import("fs/promises");
              bytes = fs2.readFile(input);
            } else {
              bytes = fetch(input).then((response) => response.arrayBuffer().then((buffer) => {
                if (response.ok) {
                  return new Uint8Array(buffer);
                } else {
                  const body2 = new TextDecoder("utf-8").decode(buffer);
                  throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
                }
              }));
            }
          }
          const mod = await C.loadWebAssemblyModule(await bytes, { loadAsync: true });
          const symbolNames = Object.keys(mod);
          const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
          if (!functionName) {
            console.log(`Couldn't find language function in WASM file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
            throw new Error("Language.load failed: no language function found in WASM file");
          }
          const languageAddress = mod[functionName]();
          return new _Language(INTERNAL, languageAddress);
        }
      };
      var Module2 = (() => {
        var _scriptName = getCurrentScriptUrl();
        return async function(moduleArg = {}) {
          var moduleRtn;
          var Module = moduleArg;
          var readyPromiseResolve, readyPromiseReject;
          var readyPromise = new Promise((resolve, reject) => {
            readyPromiseResolve = resolve;
            readyPromiseReject = reject;
          });
          var ENVIRONMENT_IS_WEB = typeof window == "object";
          var ENVIRONMENT_IS_WORKER = typeof importScripts == "function";
          var ENVIRONMENT_IS_NODE = typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string";
          var ENVIRONMENT_IS_SHELL = !ENVIRONMENT_IS_WEB && !ENVIRONMENT_IS_NODE && !ENVIRONMENT_IS_WORKER;
          if (ENVIRONMENT_IS_NODE) {
            const { createRequire: createRequire2 } = await import("module");
            var require = createRequire2(getCurrentScriptUrl());
          }
          Module.currentQueryProgressCallback = null;
          Module.currentProgressCallback = null;
          Module.currentLogCallback = null;
          Module.currentParseCallback = null;
          var moduleOverrides = Object.assign({}, Module);
          var arguments_ = [];
          var thisProgram = "./this.program";
          var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
            throw toThrow;
          }, "quit_");
          var scriptDirectory = "";
          function locateFile(path) {
            if (Module["locateFile"]) {
              return Module["locateFile"](path, scriptDirectory);
            }
            return scriptDirectory + path;
          }
          __name(locateFile, "locateFile");
          var readAsync, readBinary;
          if (ENVIRONMENT_IS_NODE) {
            var fs = require("fs");
            var nodePath = require("path");
            scriptDirectory = require("url").fileURLToPath(new URL("./", getCurrentScriptUrl()));
            readBinary = /* @__PURE__ */ __name((filename) => {
              filename = isFileURI(filename) ? new URL(filename) : nodePath.normalize(filename);
              var ret = fs.readFileSync(filename);
              return ret;
            }, "readBinary");
            readAsync = /* @__PURE__ */ __name((filename, binary2 = true) => {
              filename = isFileURI(filename) ? new URL(filename) : nodePath.normalize(filename);
              return new Promise((resolve, reject) => {
                fs.readFile(filename, binary2 ? void 0 : "utf8", (err2, data) => {
                  if (err2) reject(err2);
                  else resolve(binary2 ? data.buffer : data);
                });
              });
            }, "readAsync");
            if (!Module["thisProgram"] && process.argv.length > 1) {
              thisProgram = process.argv[1].replace(/\\/g, "/");
            }
            arguments_ = process.argv.slice(2);
            quit_ = /* @__PURE__ */ __name((status, toThrow) => {
              process.exitCode = status;
              throw toThrow;
            }, "quit_");
          } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
            if (ENVIRONMENT_IS_WORKER) {
              scriptDirectory = self.location.href;
            } else if (typeof document != "undefined" && document.currentScript) {
              scriptDirectory = document.currentScript.src;
            }
            if (_scriptName) {
              scriptDirectory = _scriptName;
            }
            if (scriptDirectory.startsWith("blob:")) {
              scriptDirectory = "";
            } else {
              scriptDirectory = scriptDirectory.substr(0, scriptDirectory.replace(/[?#].*/, "").lastIndexOf("/") + 1);
            }
            {
              if (ENVIRONMENT_IS_WORKER) {
                readBinary = /* @__PURE__ */ __name((url) => {
                  var xhr = new XMLHttpRequest();
                  xhr.open("GET", url, false);
                  xhr.responseType = "arraybuffer";
                  xhr.send(null);
                  return new Uint8Array(
                    /** @type{!ArrayBuffer} */
                    xhr.response
                  );
                }, "readBinary");
              }
              readAsync = /* @__PURE__ */ __name((url) => {
                if (isFileURI(url)) {
                  return new Promise((reject, resolve) => {
                    var xhr = new XMLHttpRequest();
                    xhr.open("GET", url, true);
                    xhr.responseType = "arraybuffer";
                    xhr.onload = () => {
                      if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                        resolve(xhr.response);
                      }
                      reject(xhr.status);
                    };
                    xhr.onerror = reject;
                    xhr.send(null);
                  });
                }
                return fetch(url, {
                  credentials: "same-origin"
                }).then((response) => {
                  if (response.ok) {
                    return response.arrayBuffer();
                  }
                  return Promise.reject(new Error(response.status + " : " + response.url));
                });
              }, "readAsync");
            }
          } else {
          }
          var out = Module["print"] || console.log.bind(console);
          var err = Module["printErr"] || console.error.bind(console);
          Object.assign(Module, moduleOverrides);
          moduleOverrides = null;
          if (Module["arguments"]) arguments_ = Module["arguments"];
          if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
          if (Module["quit"]) quit_ = Module["quit"];
          var dynamicLibraries = Module["dynamicLibraries"] || [];
          var wasmBinary;
          if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
          var wasmMemory;
          var ABORT = false;
          var EXITSTATUS;
          function assert(condition, text) {
            if (!condition) {
              abort(text);
            }
          }
          __name(assert, "assert");
          var HEAP, HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
          var HEAP_DATA_VIEW;
          function updateMemoryViews() {
            var b = wasmMemory.buffer;
            Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
            Module["HEAP8"] = HEAP8 = new Int8Array(b);
            Module["HEAP16"] = HEAP16 = new Int16Array(b);
            Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
            Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
            Module["HEAP32"] = HEAP32 = new Int32Array(b);
            Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
            Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
            Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
          }
          __name(updateMemoryViews, "updateMemoryViews");
          if (Module["wasmMemory"]) {
            wasmMemory = Module["wasmMemory"];
          } else {
            var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
            wasmMemory = new WebAssembly.Memory({
              "initial": INITIAL_MEMORY / 65536,
              // In theory we should not need to emit the maximum if we want "unlimited"
              // or 4GB of memory, but VMs error on that atm, see
              // https://github.com/emscripten-core/emscripten/issues/14130
              // And in the pthreads case we definitely need to emit a maximum. So
              // always emit one.
              "maximum": 2147483648 / 65536
            });
          }
          updateMemoryViews();
          var __ATPRERUN__ = [];
          var __ATINIT__ = [];
          var __ATMAIN__ = [];
          var __ATEXIT__ = [];
          var __ATPOSTRUN__ = [];
          var __RELOC_FUNCS__ = [];
          var runtimeInitialized = false;
          function preRun() {
            if (Module["preRun"]) {
              if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
              while (Module["preRun"].length) {
                addOnPreRun(Module["preRun"].shift());
              }
            }
            callRuntimeCallbacks(__ATPRERUN__);
          }
          __name(preRun, "preRun");
          function initRuntime() {
            runtimeInitialized = true;
            callRuntimeCallbacks(__RELOC_FUNCS__);
            callRuntimeCallbacks(__ATINIT__);
          }
          __name(initRuntime, "initRuntime");
          function preMain() {
            callRuntimeCallbacks(__ATMAIN__);
          }
          __name(preMain, "preMain");
          function postRun() {
            if (Module["postRun"]) {
              if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
              while (Module["postRun"].length) {
                addOnPostRun(Module["postRun"].shift());
              }
            }
            callRuntimeCallbacks(__ATPOSTRUN__);
          }
          __name(postRun, "postRun");
          function addOnPreRun(cb) {
            __ATPRERUN__.unshift(cb);
          }
          __name(addOnPreRun, "addOnPreRun");
          function addOnInit(cb) {
            __ATINIT__.unshift(cb);
          }
          __name(addOnInit, "addOnInit");
          function addOnPreMain(cb) {
            __ATMAIN__.unshift(cb);
          }
          __name(addOnPreMain, "addOnPreMain");
          function addOnExit(cb) {
          }
          __name(addOnExit, "addOnExit");
          function addOnPostRun(cb) {
            __ATPOSTRUN__.unshift(cb);
          }
          __name(addOnPostRun, "addOnPostRun");
          var runDependencies = 0;
          var runDependencyWatcher = null;
          var dependenciesFulfilled = null;
          function getUniqueRunDependency(id) {
            return id;
          }
          __name(getUniqueRunDependency, "getUniqueRunDependency");
          function addRunDependency(id) {
            runDependencies++;
            Module["monitorRunDependencies"]?.(runDependencies);
          }
          __name(addRunDependency, "addRunDependency");
          function removeRunDependency(id) {
            runDependencies--;
            Module["monitorRunDependencies"]?.(runDependencies);
            if (runDependencies == 0) {
              if (runDependencyWatcher !== null) {
                clearInterval(runDependencyWatcher);
                runDependencyWatcher = null;
              }
              if (dependenciesFulfilled) {
                var callback = dependenciesFulfilled;
                dependenciesFulfilled = null;
                callback();
              }
            }
          }
          __name(removeRunDependency, "removeRunDependency");
          function abort(what) {
            Module["onAbort"]?.(what);
            what = "Aborted(" + what + ")";
            err(what);
            ABORT = true;
            EXITSTATUS = 1;
            what += ". Build with -sASSERTIONS for more info.";
            var e = new WebAssembly.RuntimeError(what);
            readyPromiseReject(e);
            throw e;
          }
          __name(abort, "abort");
          var dataURIPrefix = "data:application/octet-stream;base64,";
          var isDataURI = /* @__PURE__ */ __name((filename) => filename.startsWith(dataURIPrefix), "isDataURI");
          var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
          function findWasmBinary() {
            if (Module["locateFile"]) {
              var f = "tree-sitter.wasm";
              if (!isDataURI(f)) {
                return locateFile(f);
              }
              return f;
            }
            return new URL("tree-sitter.wasm", getCurrentScriptUrl()).href;
          }
          __name(findWasmBinary, "findWasmBinary");
          var wasmBinaryFile;
          function getBinarySync(file) {
            if (file == wasmBinaryFile && wasmBinary) {
              return new Uint8Array(wasmBinary);
            }
            if (readBinary) {
              return readBinary(file);
            }
            throw "both async and sync fetching of the wasm failed";
          }
          __name(getBinarySync, "getBinarySync");
          function getBinaryPromise(binaryFile) {
            if (!wasmBinary) {
              return readAsync(binaryFile).then(
                (response) => new Uint8Array(
                  /** @type{!ArrayBuffer} */
                  response
                ),
                // Fall back to getBinarySync if readAsync fails
                () => getBinarySync(binaryFile)
              );
            }
            return Promise.resolve().then(() => getBinarySync(binaryFile));
          }
          __name(getBinaryPromise, "getBinaryPromise");
          function instantiateArrayBuffer(binaryFile, imports, receiver) {
            return getBinaryPromise(binaryFile).then((binary2) => WebAssembly.instantiate(binary2, imports)).then(receiver, (reason) => {
              err(`failed to asynchronously prepare wasm: ${reason}`);
              abort(reason);
            });
          }
          __name(instantiateArrayBuffer, "instantiateArrayBuffer");
          function instantiateAsync(binary2, binaryFile, imports, callback) {
            if (!binary2 && typeof WebAssembly.instantiateStreaming == "function" && !isDataURI(binaryFile) && // Don't use streaming for file:// delivered objects in a webview, fetch them synchronously.
            !isFileURI(binaryFile) && // Avoid instantiateStreaming() on Node.js environment for now, as while
            // Node.js v18.1.0 implements it, it does not have a full fetch()
            // implementation yet.
            // Reference:
            //   https://github.com/emscripten-core/emscripten/pull/16917
            !ENVIRONMENT_IS_NODE && typeof fetch == "function") {
              return fetch(binaryFile, {
                credentials: "same-origin"
              }).then((response) => {
                var result = WebAssembly.instantiateStreaming(response, imports);
                return result.then(callback, function(reason) {
                  err(`wasm streaming compile failed: ${reason}`);
                  err("falling back to ArrayBuffer instantiation");
                  return instantiateArrayBuffer(binaryFile, imports, callback);
                });
              });
            }
            return instantiateArrayBuffer(binaryFile, imports, callback);
          }
          __name(instantiateAsync, "instantiateAsync");
          function getWasmImports() {
            return {
              "env": wasmImports,
              "wasi_snapshot_preview1": wasmImports,
              "GOT.mem": new Proxy(wasmImports, GOTHandler),
              "GOT.func": new Proxy(wasmImports, GOTHandler)
            };
          }
          __name(getWasmImports, "getWasmImports");
          function createWasm() {
            var info2 = getWasmImports();
            function receiveInstance(instance2, module2) {
              wasmExports = instance2.exports;
              wasmExports = relocateExports(wasmExports, 1024);
              var metadata2 = getDylinkMetadata(module2);
              if (metadata2.neededDynlibs) {
                dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
              }
              mergeLibSymbols(wasmExports, "main");
              LDSO.init();
              loadDylibs();
              addOnInit(wasmExports["__wasm_call_ctors"]);
              __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
              removeRunDependency("wasm-instantiate");
              return wasmExports;
            }
            __name(receiveInstance, "receiveInstance");
            addRunDependency("wasm-instantiate");
            function receiveInstantiationResult(result) {
              receiveInstance(result["instance"], result["module"]);
            }
            __name(receiveInstantiationResult, "receiveInstantiationResult");
            if (Module["instantiateWasm"]) {
              try {
                return Module["instantiateWasm"](info2, receiveInstance);
              } catch (e) {
                err(`Module.instantiateWasm callback failed with error: ${e}`);
                readyPromiseReject(e);
              }
            }
            if (!wasmBinaryFile) wasmBinaryFile = findWasmBinary();
            instantiateAsync(wasmBinary, wasmBinaryFile, info2, receiveInstantiationResult).catch(readyPromiseReject);
            return {};
          }
          __name(createWasm, "createWasm");
          var tempDouble;
          var tempI64;
          var ASM_CONSTS = {};
          function ExitStatus(status) {
            this.name = "ExitStatus";
            this.message = `Program terminated with exit(${status})`;
            this.status = status;
          }
          __name(ExitStatus, "ExitStatus");
          var GOT = {};
          var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
          var GOTHandler = {
            get(obj, symName) {
              var rtn = GOT[symName];
              if (!rtn) {
                rtn = GOT[symName] = new WebAssembly.Global({
                  "value": "i32",
                  "mutable": true
                });
              }
              if (!currentModuleWeakSymbols.has(symName)) {
                rtn.required = true;
              }
              return rtn;
            }
          };
          var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
          var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
          var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
          var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
          var LE_HEAP_LOAD_U16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint16(byteOffset, true), "LE_HEAP_LOAD_U16");
          var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
          var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
          var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
          var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
          var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
          var LE_HEAP_STORE_U16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint16(byteOffset, value, true), "LE_HEAP_STORE_U16");
          var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
          var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
            while (callbacks.length > 0) {
              callbacks.shift()(Module);
            }
          }, "callRuntimeCallbacks");
          var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
          var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead) => {
            var endIdx = idx + maxBytesToRead;
            var endPtr = idx;
            while (heapOrArray[endPtr] && !(endPtr >= endIdx)) ++endPtr;
            if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
              return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
            }
            var str = "";
            while (idx < endPtr) {
              var u0 = heapOrArray[idx++];
              if (!(u0 & 128)) {
                str += String.fromCharCode(u0);
                continue;
              }
              var u1 = heapOrArray[idx++] & 63;
              if ((u0 & 224) == 192) {
                str += String.fromCharCode((u0 & 31) << 6 | u1);
                continue;
              }
              var u2 = heapOrArray[idx++] & 63;
              if ((u0 & 240) == 224) {
                u0 = (u0 & 15) << 12 | u1 << 6 | u2;
              } else {
                u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
              }
              if (u0 < 65536) {
                str += String.fromCharCode(u0);
              } else {
                var ch = u0 - 65536;
                str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
              }
            }
            return str;
          }, "UTF8ArrayToString");
          var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
            var offset = 0;
            var end = 0;
            function getU8() {
              return binary2[offset++];
            }
            __name(getU8, "getU8");
            function getLEB() {
              var ret = 0;
              var mul = 1;
              while (1) {
                var byte = binary2[offset++];
                ret += (byte & 127) * mul;
                mul *= 128;
                if (!(byte & 128)) break;
              }
              return ret;
            }
            __name(getLEB, "getLEB");
            function getString() {
              var len = getLEB();
              offset += len;
              return UTF8ArrayToString(binary2, offset - len, len);
            }
            __name(getString, "getString");
            function failIf(condition, message) {
              if (condition) throw new Error(message);
            }
            __name(failIf, "failIf");
            var name2 = "dylink.0";
            if (binary2 instanceof WebAssembly.Module) {
              var dylinkSection = WebAssembly.Module.customSections(binary2, name2);
              if (dylinkSection.length === 0) {
                name2 = "dylink";
                dylinkSection = WebAssembly.Module.customSections(binary2, name2);
              }
              failIf(dylinkSection.length === 0, "need dylink section");
              binary2 = new Uint8Array(dylinkSection[0]);
              end = binary2.length;
            } else {
              var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
              var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
              failIf(!magicNumberFound, "need to see wasm magic number");
              failIf(binary2[8] !== 0, "need the dylink section to be first");
              offset = 9;
              var section_size = getLEB();
              end = offset + section_size;
              name2 = getString();
            }
            var customSection = {
              neededDynlibs: [],
              tlsExports: /* @__PURE__ */ new Set(),
              weakImports: /* @__PURE__ */ new Set()
            };
            if (name2 == "dylink") {
              customSection.memorySize = getLEB();
              customSection.memoryAlign = getLEB();
              customSection.tableSize = getLEB();
              customSection.tableAlign = getLEB();
              var neededDynlibsCount = getLEB();
              for (var i2 = 0; i2 < neededDynlibsCount; ++i2) {
                var libname = getString();
                customSection.neededDynlibs.push(libname);
              }
            } else {
              failIf(name2 !== "dylink.0");
              var WASM_DYLINK_MEM_INFO = 1;
              var WASM_DYLINK_NEEDED = 2;
              var WASM_DYLINK_EXPORT_INFO = 3;
              var WASM_DYLINK_IMPORT_INFO = 4;
              var WASM_SYMBOL_TLS = 256;
              var WASM_SYMBOL_BINDING_MASK = 3;
              var WASM_SYMBOL_BINDING_WEAK = 1;
              while (offset < end) {
                var subsectionType = getU8();
                var subsectionSize = getLEB();
                if (subsectionType === WASM_DYLINK_MEM_INFO) {
                  customSection.memorySize = getLEB();
                  customSection.memoryAlign = getLEB();
                  customSection.tableSize = getLEB();
                  customSection.tableAlign = getLEB();
                } else if (subsectionType === WASM_DYLINK_NEEDED) {
                  var neededDynlibsCount = getLEB();
                  for (var i2 = 0; i2 < neededDynlibsCount; ++i2) {
                    libname = getString();
                    customSection.neededDynlibs.push(libname);
                  }
                } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
                  var count = getLEB();
                  while (count--) {
                    var symname = getString();
                    var flags2 = getLEB();
                    if (flags2 & WASM_SYMBOL_TLS) {
                      customSection.tlsExports.add(symname);
                    }
                  }
                } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
                  var count = getLEB();
                  while (count--) {
                    var modname = getString();
                    var symname = getString();
                    var flags2 = getLEB();
                    if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
                      customSection.weakImports.add(symname);
                    }
                  }
                } else {
                  offset += subsectionSize;
                }
              }
            }
            return customSection;
          }, "getDylinkMetadata");
          function getValue(ptr, type = "i8") {
            if (type.endsWith("*")) type = "*";
            switch (type) {
              case "i1":
                return HEAP8[ptr];
              case "i8":
                return HEAP8[ptr];
              case "i16":
                return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
              case "i32":
                return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
              case "i64":
                abort("to do getValue(i64) use WASM_BIGINT");
              case "float":
                return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
              case "double":
                return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
              case "*":
                return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
              default:
                abort(`invalid type for getValue: ${type}`);
            }
          }
          __name(getValue, "getValue");
          var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
            var dso = {
              refcount: Infinity,
              name: name2,
              exports: syms,
              global: true
            };
            LDSO.loadedLibsByName[name2] = dso;
            if (handle2 != void 0) {
              LDSO.loadedLibsByHandle[handle2] = dso;
            }
            return dso;
          }, "newDSO");
          var LDSO = {
            loadedLibsByName: {},
            loadedLibsByHandle: {},
            init() {
              newDSO("__main__", 0, wasmImports);
            }
          };
          var ___heap_base = 78240;
          var zeroMemory = /* @__PURE__ */ __name((address, size) => {
            HEAPU8.fill(0, address, address + size);
            return address;
          }, "zeroMemory");
          var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
          var getMemory = /* @__PURE__ */ __name((size) => {
            if (runtimeInitialized) {
              return zeroMemory(_malloc(size), size);
            }
            var ret = ___heap_base;
            var end = ret + alignMemory(size, 16);
            ___heap_base = end;
            GOT["__heap_base"].value = end;
            return ret;
          }, "getMemory");
          var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
          var uleb128Encode = /* @__PURE__ */ __name((n, target) => {
            if (n < 128) {
              target.push(n);
            } else {
              target.push(n % 128 | 128, n >> 7);
            }
          }, "uleb128Encode");
          var sigToWasmTypes = /* @__PURE__ */ __name((sig) => {
            var typeNames = {
              "i": "i32",
              "j": "i64",
              "f": "f32",
              "d": "f64",
              "e": "externref",
              "p": "i32"
            };
            var type = {
              parameters: [],
              results: sig[0] == "v" ? [] : [typeNames[sig[0]]]
            };
            for (var i2 = 1; i2 < sig.length; ++i2) {
              type.parameters.push(typeNames[sig[i2]]);
            }
            return type;
          }, "sigToWasmTypes");
          var generateFuncType = /* @__PURE__ */ __name((sig, target) => {
            var sigRet = sig.slice(0, 1);
            var sigParam = sig.slice(1);
            var typeCodes = {
              "i": 127,
              // i32
              "p": 127,
              // i32
              "j": 126,
              // i64
              "f": 125,
              // f32
              "d": 124,
              // f64
              "e": 111
            };
            target.push(96);
            uleb128Encode(sigParam.length, target);
            for (var i2 = 0; i2 < sigParam.length; ++i2) {
              target.push(typeCodes[sigParam[i2]]);
            }
            if (sigRet == "v") {
              target.push(0);
            } else {
              target.push(1, typeCodes[sigRet]);
            }
          }, "generateFuncType");
          var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
            if (typeof WebAssembly.Function == "function") {
              return new WebAssembly.Function(sigToWasmTypes(sig), func2);
            }
            var typeSectionBody = [1];
            generateFuncType(sig, typeSectionBody);
            var bytes = [
              0,
              97,
              115,
              109,
              // magic ("\0asm")
              1,
              0,
              0,
              0,
              // version: 1
              1
            ];
            uleb128Encode(typeSectionBody.length, bytes);
            bytes.push(...typeSectionBody);
            bytes.push(
              2,
              7,
              // import section
              // (import "e" "f" (func 0 (type 0)))
              1,
              1,
              101,
              1,
              102,
              0,
              0,
              7,
              5,
              // export section
              // (export "f" (func 0 (type 0)))
              1,
              1,
              102,
              0,
              0
            );
            var module2 = new WebAssembly.Module(new Uint8Array(bytes));
            var instance2 = new WebAssembly.Instance(module2, {
              "e": {
                "f": func2
              }
            });
            var wrappedFunc = instance2.exports["f"];
            return wrappedFunc;
          }, "convertJsFunctionToWasm");
          var wasmTableMirror = [];
          var wasmTable = new WebAssembly.Table({
            "initial": 31,
            "element": "anyfunc"
          });
          var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
            var func2 = wasmTableMirror[funcPtr];
            if (!func2) {
              if (funcPtr >= wasmTableMirror.length) wasmTableMirror.length = funcPtr + 1;
              wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
            }
            return func2;
          }, "getWasmTableEntry");
          var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
            if (functionsInTableMap) {
              for (var i2 = offset; i2 < offset + count; i2++) {
                var item = getWasmTableEntry(i2);
                if (item) {
                  functionsInTableMap.set(item, i2);
                }
              }
            }
          }, "updateTableMap");
          var functionsInTableMap;
          var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
            if (!functionsInTableMap) {
              functionsInTableMap = /* @__PURE__ */ new WeakMap();
              updateTableMap(0, wasmTable.length);
            }
            return functionsInTableMap.get(func2) || 0;
          }, "getFunctionAddress");
          var freeTableIndexes = [];
          var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
            if (freeTableIndexes.length) {
              return freeTableIndexes.pop();
            }
            try {
              wasmTable.grow(1);
            } catch (err2) {
              if (!(err2 instanceof RangeError)) {
                throw err2;
              }
              throw "Unable to grow wasm table. Set ALLOW_TABLE_GROWTH.";
            }
            return wasmTable.length - 1;
          }, "getEmptyTableSlot");
          var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
            wasmTable.set(idx, func2);
            wasmTableMirror[idx] = wasmTable.get(idx);
          }, "setWasmTableEntry");
          var addFunction = /* @__PURE__ */ __name((func2, sig) => {
            var rtn = getFunctionAddress(func2);
            if (rtn) {
              return rtn;
            }
            var ret = getEmptyTableSlot();
            try {
              setWasmTableEntry(ret, func2);
            } catch (err2) {
              if (!(err2 instanceof TypeError)) {
                throw err2;
              }
              var wrapped = convertJsFunctionToWasm(func2, sig);
              setWasmTableEntry(ret, wrapped);
            }
            functionsInTableMap.set(func2, ret);
            return ret;
          }, "addFunction");
          var updateGOT = /* @__PURE__ */ __name((exports2, replace) => {
            for (var symName in exports2) {
              if (isInternalSym(symName)) {
                continue;
              }
              var value = exports2[symName];
              if (symName.startsWith("orig$")) {
                symName = symName.split("$")[1];
                replace = true;
              }
              GOT[symName] ||= new WebAssembly.Global({
                "value": "i32",
                "mutable": true
              });
              if (replace || GOT[symName].value == 0) {
                if (typeof value == "function") {
                  GOT[symName].value = addFunction(value);
                } else if (typeof value == "number") {
                  GOT[symName].value = value;
                } else {
                  err(`unhandled export type for '${symName}': ${typeof value}`);
                }
              }
            }
          }, "updateGOT");
          var relocateExports = /* @__PURE__ */ __name((exports2, memoryBase2, replace) => {
            var relocated = {};
            for (var e in exports2) {
              var value = exports2[e];
              if (typeof value == "object") {
                value = value.value;
              }
              if (typeof value == "number") {
                value += memoryBase2;
              }
              relocated[e] = value;
            }
            updateGOT(relocated, replace);
            return relocated;
          }, "relocateExports");
          var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
            var existing = wasmImports[symName];
            if (!existing || existing.stub) {
              return false;
            }
            return true;
          }, "isSymbolDefined");
          var dynCallLegacy = /* @__PURE__ */ __name((sig, ptr, args2) => {
            sig = sig.replace(/p/g, "i");
            var f = Module["dynCall_" + sig];
            return f(ptr, ...args2);
          }, "dynCallLegacy");
          var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = []) => {
            if (sig.includes("j")) {
              return dynCallLegacy(sig, ptr, args2);
            }
            var rtn = getWasmTableEntry(ptr)(...args2);
            return rtn;
          }, "dynCall");
          var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
          var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
          var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
            var sp = stackSave();
            try {
              return dynCall(sig, ptr, args2);
            } catch (e) {
              stackRestore(sp);
              if (e !== e + 0) throw e;
              _setThrew(1, 0);
            }
          }, "createInvokeFunction");
          var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
            var sym;
            if (direct && "orig$" + symName in wasmImports) {
              symName = "orig$" + symName;
            }
            if (isSymbolDefined(symName)) {
              sym = wasmImports[symName];
            } else if (symName.startsWith("invoke_")) {
              sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
            }
            return {
              sym,
              name: symName
            };
          }, "resolveGlobalSymbol");
          var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead) : "", "UTF8ToString");
          var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
            var metadata = getDylinkMetadata(binary);
            currentModuleWeakSymbols = metadata.weakImports;
            function loadModule() {
              var firstLoad = !handle || !HEAP8[handle + 8];
              if (firstLoad) {
                var memAlign = Math.pow(2, metadata.memoryAlign);
                var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
                var tableBase = metadata.tableSize ? wasmTable.length : 0;
                if (handle) {
                  HEAP8[handle + 8] = 1;
                  LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
                  LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
                  LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
                  LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
                }
              } else {
                memoryBase = LE_HEAP_LOAD_U32((handle + 12 >> 2) * 4);
                tableBase = LE_HEAP_LOAD_U32((handle + 20 >> 2) * 4);
              }
              var tableGrowthNeeded = tableBase + metadata.tableSize - wasmTable.length;
              if (tableGrowthNeeded > 0) {
                wasmTable.grow(tableGrowthNeeded);
              }
              var moduleExports;
              function resolveSymbol(sym) {
                var resolved = resolveGlobalSymbol(sym).sym;
                if (!resolved && localScope) {
                  resolved = localScope[sym];
                }
                if (!resolved) {
                  resolved = moduleExports[sym];
                }
                return resolved;
              }
              __name(resolveSymbol, "resolveSymbol");
              var proxyHandler = {
                get(stubs, prop) {
                  switch (prop) {
                    case "__memory_base":
                      return memoryBase;
                    case "__table_base":
                      return tableBase;
                  }
                  if (prop in wasmImports && !wasmImports[prop].stub) {
                    return wasmImports[prop];
                  }
                  if (!(prop in stubs)) {
                    var resolved;
                    stubs[prop] = (...args2) => {
                      resolved ||= resolveSymbol(prop);
                      return resolved(...args2);
                    };
                  }
                  return stubs[prop];
                }
              };
              var proxy = new Proxy({}, proxyHandler);
              var info = {
                "GOT.mem": new Proxy({}, GOTHandler),
                "GOT.func": new Proxy({}, GOTHandler),
                "env": proxy,
                "wasi_snapshot_preview1": proxy
              };
              function postInstantiation(module, instance) {
                updateTableMap(tableBase, metadata.tableSize);
                moduleExports = relocateExports(instance.exports, memoryBase);
                if (!flags.allowUndefined) {
                  reportUndefinedSymbols();
                }
                function addEmAsm(addr, body) {
                  var args = [];
                  var arity = 0;
                  for (; arity < 16; arity++) {
                    if (body.indexOf("$" + arity) != -1) {
                      args.push("$" + arity);
                    } else {
                      break;
                    }
                  }
                  args = args.join(",");
                  var func = `(${args}) => { ${body} };`;
                  ASM_CONSTS[start] = eval(func);
                }
                __name(addEmAsm, "addEmAsm");
                if ("__start_em_asm" in moduleExports) {
                  var start = moduleExports["__start_em_asm"];
                  var stop = moduleExports["__stop_em_asm"];
                  while (start < stop) {
                    var jsString = UTF8ToString(start);
                    addEmAsm(start, jsString);
                    start = HEAPU8.indexOf(0, start) + 1;
                  }
                }
                function addEmJs(name, cSig, body) {
                  var jsArgs = [];
                  cSig = cSig.slice(1, -1);
                  if (cSig != "void") {
                    cSig = cSig.split(",");
                    for (var i in cSig) {
                      var jsArg = cSig[i].split(" ").pop();
                      jsArgs.push(jsArg.replace("*", ""));
                    }
                  }
                  var func = `(${jsArgs}) => ${body};`;
                  moduleExports[name] = eval(func);
                }
                __name(addEmJs, "addEmJs");
                for (var name in moduleExports) {
                  if (name.startsWith("__em_js__")) {
                    var start = moduleExports[name];
                    var jsString = UTF8ToString(start);
                    var parts = jsString.split("<::>");
                    addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
                    delete moduleExports[name];
                  }
                }
                var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
                if (applyRelocs) {
                  if (runtimeInitialized) {
                    applyRelocs();
                  } else {
                    __RELOC_FUNCS__.push(applyRelocs);
                  }
                }
                var init = moduleExports["__wasm_call_ctors"];
                if (init) {
                  if (runtimeInitialized) {
                    init();
                  } else {
                    __ATINIT__.push(init);
                  }
                }
                return moduleExports;
              }
              __name(postInstantiation, "postInstantiation");
              if (flags.loadAsync) {
                if (binary instanceof WebAssembly.Module) {
                  var instance = new WebAssembly.Instance(binary, info);
                  return Promise.resolve(postInstantiation(binary, instance));
                }
                return WebAssembly.instantiate(binary, info).then((result) => postInstantiation(result.module, result.instance));
              }
              var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
              var instance = new WebAssembly.Instance(module, info);
              return postInstantiation(module, instance);
            }
            __name(loadModule, "loadModule");
            if (flags.loadAsync) {
              return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
            }
            metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
            return loadModule();
          }, "loadWebAssemblyModule");
          var mergeLibSymbols = /* @__PURE__ */ __name((exports2, libName2) => {
            for (var [sym, exp] of Object.entries(exports2)) {
              const setImport = /* @__PURE__ */ __name((target) => {
                if (!isSymbolDefined(target)) {
                  wasmImports[target] = exp;
                }
              }, "setImport");
              setImport(sym);
              const main_alias = "__main_argc_argv";
              if (sym == "main") {
                setImport(main_alias);
              }
              if (sym == main_alias) {
                setImport("main");
              }
              if (sym.startsWith("dynCall_") && !Module.hasOwnProperty(sym)) {
                Module[sym] = exp;
              }
            }
          }, "mergeLibSymbols");
          var asyncLoad = /* @__PURE__ */ __name((url, onload, onerror, noRunDep) => {
            var dep = !noRunDep ? getUniqueRunDependency(`al ${url}`) : "";
            readAsync(url).then((arrayBuffer) => {
              onload(new Uint8Array(arrayBuffer));
              if (dep) removeRunDependency(dep);
            }, (err2) => {
              if (onerror) {
                onerror();
              } else {
                throw `Loading data file "${url}" failed.`;
              }
            });
            if (dep) addRunDependency(dep);
          }, "asyncLoad");
          function loadDynamicLibrary(libName2, flags2 = {
            global: true,
            nodelete: true
          }, localScope2, handle2) {
            var dso = LDSO.loadedLibsByName[libName2];
            if (dso) {
              if (!flags2.global) {
                if (localScope2) {
                  Object.assign(localScope2, dso.exports);
                }
              } else if (!dso.global) {
                dso.global = true;
                mergeLibSymbols(dso.exports, libName2);
              }
              if (flags2.nodelete && dso.refcount !== Infinity) {
                dso.refcount = Infinity;
              }
              dso.refcount++;
              if (handle2) {
                LDSO.loadedLibsByHandle[handle2] = dso;
              }
              return flags2.loadAsync ? Promise.resolve(true) : true;
            }
            dso = newDSO(libName2, handle2, "loading");
            dso.refcount = flags2.nodelete ? Infinity : 1;
            dso.global = flags2.global;
            function loadLibData() {
              if (handle2) {
                var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
                var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
                if (data && dataSize) {
                  var libData = HEAP8.slice(data, data + dataSize);
                  return flags2.loadAsync ? Promise.resolve(libData) : libData;
                }
              }
              var libFile = locateFile(libName2);
              if (flags2.loadAsync) {
                return new Promise(function(resolve, reject) {
                  asyncLoad(libFile, resolve, reject);
                });
              }
              if (!readBinary) {
                throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
              }
              return readBinary(libFile);
            }
            __name(loadLibData, "loadLibData");
            function getExports() {
              if (flags2.loadAsync) {
                return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
              }
              return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
            }
            __name(getExports, "getExports");
            function moduleLoaded(exports2) {
              if (dso.global) {
                mergeLibSymbols(exports2, libName2);
              } else if (localScope2) {
                Object.assign(localScope2, exports2);
              }
              dso.exports = exports2;
            }
            __name(moduleLoaded, "moduleLoaded");
            if (flags2.loadAsync) {
              return getExports().then((exports2) => {
                moduleLoaded(exports2);
                return true;
              });
            }
            moduleLoaded(getExports());
            return true;
          }
          __name(loadDynamicLibrary, "loadDynamicLibrary");
          var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
            for (var [symName, entry] of Object.entries(GOT)) {
              if (entry.value == 0) {
                var value = resolveGlobalSymbol(symName, true).sym;
                if (!value && !entry.required) {
                  continue;
                }
                if (typeof value == "function") {
                  entry.value = addFunction(value, value.sig);
                } else if (typeof value == "number") {
                  entry.value = value;
                } else {
                  throw new Error(`bad export type for '${symName}': ${typeof value}`);
                }
              }
            }
          }, "reportUndefinedSymbols");
          var loadDylibs = /* @__PURE__ */ __name(() => {
            if (!dynamicLibraries.length) {
              reportUndefinedSymbols();
              return;
            }
            addRunDependency("loadDylibs");
            dynamicLibraries.reduce((chain, lib) => chain.then(() => loadDynamicLibrary(lib, {
              loadAsync: true,
              global: true,
              nodelete: true,
              allowUndefined: true
            })), Promise.resolve()).then(() => {
              reportUndefinedSymbols();
              removeRunDependency("loadDylibs");
            });
          }, "loadDylibs");
          var noExitRuntime = Module["noExitRuntime"] || true;
          function setValue(ptr, value, type = "i8") {
            if (type.endsWith("*")) type = "*";
            switch (type) {
              case "i1":
                HEAP8[ptr] = value;
                break;
              case "i8":
                HEAP8[ptr] = value;
                break;
              case "i16":
                LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
                break;
              case "i32":
                LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
                break;
              case "i64":
                abort("to do setValue(i64) use WASM_BIGINT");
              case "float":
                LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
                break;
              case "double":
                LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
                break;
              case "*":
                LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
                break;
              default:
                abort(`invalid type for setValue: ${type}`);
            }
          }
          __name(setValue, "setValue");
          var ___memory_base = new WebAssembly.Global({
            "value": "i32",
            "mutable": false
          }, 1024);
          var ___stack_pointer = new WebAssembly.Global({
            "value": "i32",
            "mutable": true
          }, 78240);
          var ___table_base = new WebAssembly.Global({
            "value": "i32",
            "mutable": false
          }, 1);
          var __abort_js = /* @__PURE__ */ __name(() => {
            abort("");
          }, "__abort_js");
          __abort_js.sig = "v";
          var nowIsMonotonic = 1;
          var __emscripten_get_now_is_monotonic = /* @__PURE__ */ __name(() => nowIsMonotonic, "__emscripten_get_now_is_monotonic");
          __emscripten_get_now_is_monotonic.sig = "i";
          var __emscripten_memcpy_js = /* @__PURE__ */ __name((dest, src, num) => HEAPU8.copyWithin(dest, src, src + num), "__emscripten_memcpy_js");
          __emscripten_memcpy_js.sig = "vppp";
          var _emscripten_date_now = /* @__PURE__ */ __name(() => Date.now(), "_emscripten_date_now");
          _emscripten_date_now.sig = "d";
          var _emscripten_get_now;
          _emscripten_get_now = /* @__PURE__ */ __name(() => performance.now(), "_emscripten_get_now");
          _emscripten_get_now.sig = "d";
          var getHeapMax = /* @__PURE__ */ __name(() => (
            // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
            // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
            // for any code that deals with heap sizes, which would require special
            // casing all heap size related code to treat 0 specially.
            2147483648
          ), "getHeapMax");
          var growMemory = /* @__PURE__ */ __name((size) => {
            var b = wasmMemory.buffer;
            var pages = (size - b.byteLength + 65535) / 65536;
            try {
              wasmMemory.grow(pages);
              updateMemoryViews();
              return 1;
            } catch (e) {
            }
          }, "growMemory");
          var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
            var oldSize = HEAPU8.length;
            requestedSize >>>= 0;
            var maxHeapSize = getHeapMax();
            if (requestedSize > maxHeapSize) {
              return false;
            }
            var alignUp = /* @__PURE__ */ __name((x, multiple) => x + (multiple - x % multiple) % multiple, "alignUp");
            for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
              var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
              overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
              var newSize = Math.min(maxHeapSize, alignUp(Math.max(requestedSize, overGrownHeapSize), 65536));
              var replacement = growMemory(newSize);
              if (replacement) {
                return true;
              }
            }
            return false;
          }, "_emscripten_resize_heap");
          _emscripten_resize_heap.sig = "ip";
          var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
          _fd_close.sig = "ii";
          var convertI32PairToI53Checked = /* @__PURE__ */ __name((lo, hi) => hi + 2097152 >>> 0 < 4194305 - !!lo ? (lo >>> 0) + hi * 4294967296 : NaN, "convertI32PairToI53Checked");
          function _fd_seek(fd, offset_low, offset_high, whence, newOffset) {
            var offset = convertI32PairToI53Checked(offset_low, offset_high);
            return 70;
          }
          __name(_fd_seek, "_fd_seek");
          _fd_seek.sig = "iiiiip";
          var printCharBuffers = [null, [], []];
          var printChar = /* @__PURE__ */ __name((stream, curr) => {
            var buffer = printCharBuffers[stream];
            if (curr === 0 || curr === 10) {
              (stream === 1 ? out : err)(UTF8ArrayToString(buffer, 0));
              buffer.length = 0;
            } else {
              buffer.push(curr);
            }
          }, "printChar");
          var flush_NO_FILESYSTEM = /* @__PURE__ */ __name(() => {
            if (printCharBuffers[1].length) printChar(1, 10);
            if (printCharBuffers[2].length) printChar(2, 10);
          }, "flush_NO_FILESYSTEM");
          var SYSCALLS = {
            varargs: void 0,
            getStr(ptr) {
              var ret = UTF8ToString(ptr);
              return ret;
            }
          };
          var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
            var num = 0;
            for (var i2 = 0; i2 < iovcnt; i2++) {
              var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
              var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
              iov += 8;
              for (var j = 0; j < len; j++) {
                printChar(fd, HEAPU8[ptr + j]);
              }
              num += len;
            }
            LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
            return 0;
          }, "_fd_write");
          _fd_write.sig = "iippp";
          function _tree_sitter_log_callback(isLexMessage, messageAddress) {
            if (Module.currentLogCallback) {
              const message = UTF8ToString(messageAddress);
              Module.currentLogCallback(message, isLexMessage !== 0);
            }
          }
          __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
          function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
            const INPUT_BUFFER_SIZE = 10 * 1024;
            const string = Module.currentParseCallback(index, {
              row,
              column
            });
            if (typeof string === "string") {
              setValue(lengthAddress, string.length, "i32");
              stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
            } else {
              setValue(lengthAddress, 0, "i32");
            }
          }
          __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
          function _tree_sitter_progress_callback(currentOffset, hasError) {
            if (Module.currentProgressCallback) {
              return Module.currentProgressCallback({
                currentOffset,
                hasError
              });
            }
            return false;
          }
          __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
          function _tree_sitter_query_progress_callback(currentOffset) {
            if (Module.currentQueryProgressCallback) {
              return Module.currentQueryProgressCallback({
                currentOffset
              });
            }
            return false;
          }
          __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
          var runtimeKeepaliveCounter = 0;
          var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
          var _proc_exit = /* @__PURE__ */ __name((code) => {
            EXITSTATUS = code;
            if (!keepRuntimeAlive()) {
              Module["onExit"]?.(code);
              ABORT = true;
            }
            quit_(code, new ExitStatus(code));
          }, "_proc_exit");
          _proc_exit.sig = "vi";
          var exitJS = /* @__PURE__ */ __name((status, implicit) => {
            EXITSTATUS = status;
            _proc_exit(status);
          }, "exitJS");
          var handleException = /* @__PURE__ */ __name((e) => {
            if (e instanceof ExitStatus || e == "unwind") {
              return EXITSTATUS;
            }
            quit_(1, e);
          }, "handleException");
          var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
            var len = 0;
            for (var i2 = 0; i2 < str.length; ++i2) {
              var c = str.charCodeAt(i2);
              if (c <= 127) {
                len++;
              } else if (c <= 2047) {
                len += 2;
              } else if (c >= 55296 && c <= 57343) {
                len += 4;
                ++i2;
              } else {
                len += 3;
              }
            }
            return len;
          }, "lengthBytesUTF8");
          var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
            if (!(maxBytesToWrite > 0)) return 0;
            var startIdx = outIdx;
            var endIdx = outIdx + maxBytesToWrite - 1;
            for (var i2 = 0; i2 < str.length; ++i2) {
              var u = str.charCodeAt(i2);
              if (u >= 55296 && u <= 57343) {
                var u1 = str.charCodeAt(++i2);
                u = 65536 + ((u & 1023) << 10) | u1 & 1023;
              }
              if (u <= 127) {
                if (outIdx >= endIdx) break;
                heap[outIdx++] = u;
              } else if (u <= 2047) {
                if (outIdx + 1 >= endIdx) break;
                heap[outIdx++] = 192 | u >> 6;
                heap[outIdx++] = 128 | u & 63;
              } else if (u <= 65535) {
                if (outIdx + 2 >= endIdx) break;
                heap[outIdx++] = 224 | u >> 12;
                heap[outIdx++] = 128 | u >> 6 & 63;
                heap[outIdx++] = 128 | u & 63;
              } else {
                if (outIdx + 3 >= endIdx) break;
                heap[outIdx++] = 240 | u >> 18;
                heap[outIdx++] = 128 | u >> 12 & 63;
                heap[outIdx++] = 128 | u >> 6 & 63;
                heap[outIdx++] = 128 | u & 63;
              }
            }
            heap[outIdx] = 0;
            return outIdx - startIdx;
          }, "stringToUTF8Array");
          var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
          var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
          var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
            var size = lengthBytesUTF8(str) + 1;
            var ret = stackAlloc(size);
            stringToUTF8(str, ret, size);
            return ret;
          }, "stringToUTF8OnStack");
          var AsciiToString = /* @__PURE__ */ __name((ptr) => {
            var str = "";
            while (1) {
              var ch = HEAPU8[ptr++];
              if (!ch) return str;
              str += String.fromCharCode(ch);
            }
          }, "AsciiToString");
          var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
            maxBytesToWrite ??= 2147483647;
            if (maxBytesToWrite < 2) return 0;
            maxBytesToWrite -= 2;
            var startPtr = outPtr;
            var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
            for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
              var codeUnit = str.charCodeAt(i2);
              LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
              outPtr += 2;
            }
            LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
            return outPtr - startPtr;
          }, "stringToUTF16");
          var wasmImports = {
            /** @export */
            __heap_base: ___heap_base,
            /** @export */
            __indirect_function_table: wasmTable,
            /** @export */
            __memory_base: ___memory_base,
            /** @export */
            __stack_pointer: ___stack_pointer,
            /** @export */
            __table_base: ___table_base,
            /** @export */
            _abort_js: __abort_js,
            /** @export */
            _emscripten_get_now_is_monotonic: __emscripten_get_now_is_monotonic,
            /** @export */
            _emscripten_memcpy_js: __emscripten_memcpy_js,
            /** @export */
            emscripten_date_now: _emscripten_date_now,
            /** @export */
            emscripten_get_now: _emscripten_get_now,
            /** @export */
            emscripten_resize_heap: _emscripten_resize_heap,
            /** @export */
            fd_close: _fd_close,
            /** @export */
            fd_seek: _fd_seek,
            /** @export */
            fd_write: _fd_write,
            /** @export */
            memory: wasmMemory,
            /** @export */
            tree_sitter_log_callback: _tree_sitter_log_callback,
            /** @export */
            tree_sitter_parse_callback: _tree_sitter_parse_callback,
            /** @export */
            tree_sitter_progress_callback: _tree_sitter_progress_callback,
            /** @export */
            tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
          };
          var wasmExports = createWasm();
          var ___wasm_call_ctors = /* @__PURE__ */ __name(() => (___wasm_call_ctors = wasmExports["__wasm_call_ctors"])(), "___wasm_call_ctors");
          var ___wasm_apply_data_relocs = /* @__PURE__ */ __name(() => (___wasm_apply_data_relocs = wasmExports["__wasm_apply_data_relocs"])(), "___wasm_apply_data_relocs");
          var _malloc = Module["_malloc"] = (a0) => (_malloc = Module["_malloc"] = wasmExports["malloc"])(a0);
          var _calloc = Module["_calloc"] = (a0, a1) => (_calloc = Module["_calloc"] = wasmExports["calloc"])(a0, a1);
          var _realloc = Module["_realloc"] = (a0, a1) => (_realloc = Module["_realloc"] = wasmExports["realloc"])(a0, a1);
          var _free = Module["_free"] = (a0) => (_free = Module["_free"] = wasmExports["free"])(a0);
          var _memcmp = Module["_memcmp"] = (a0, a1, a2) => (_memcmp = Module["_memcmp"] = wasmExports["memcmp"])(a0, a1, a2);
          var _ts_language_symbol_count = Module["_ts_language_symbol_count"] = (a0) => (_ts_language_symbol_count = Module["_ts_language_symbol_count"] = wasmExports["ts_language_symbol_count"])(a0);
          var _ts_language_state_count = Module["_ts_language_state_count"] = (a0) => (_ts_language_state_count = Module["_ts_language_state_count"] = wasmExports["ts_language_state_count"])(a0);
          var _ts_language_version = Module["_ts_language_version"] = (a0) => (_ts_language_version = Module["_ts_language_version"] = wasmExports["ts_language_version"])(a0);
          var _ts_language_abi_version = Module["_ts_language_abi_version"] = (a0) => (_ts_language_abi_version = Module["_ts_language_abi_version"] = wasmExports["ts_language_abi_version"])(a0);
          var _ts_language_metadata = Module["_ts_language_metadata"] = (a0) => (_ts_language_metadata = Module["_ts_language_metadata"] = wasmExports["ts_language_metadata"])(a0);
          var _ts_language_name = Module["_ts_language_name"] = (a0) => (_ts_language_name = Module["_ts_language_name"] = wasmExports["ts_language_name"])(a0);
          var _ts_language_field_count = Module["_ts_language_field_count"] = (a0) => (_ts_language_field_count = Module["_ts_language_field_count"] = wasmExports["ts_language_field_count"])(a0);
          var _ts_language_next_state = Module["_ts_language_next_state"] = (a0, a1, a2) => (_ts_language_next_state = Module["_ts_language_next_state"] = wasmExports["ts_language_next_state"])(a0, a1, a2);
          var _ts_language_symbol_name = Module["_ts_language_symbol_name"] = (a0, a1) => (_ts_language_symbol_name = Module["_ts_language_symbol_name"] = wasmExports["ts_language_symbol_name"])(a0, a1);
          var _ts_language_symbol_for_name = Module["_ts_language_symbol_for_name"] = (a0, a1, a2, a3) => (_ts_language_symbol_for_name = Module["_ts_language_symbol_for_name"] = wasmExports["ts_language_symbol_for_name"])(a0, a1, a2, a3);
          var _strncmp = Module["_strncmp"] = (a0, a1, a2) => (_strncmp = Module["_strncmp"] = wasmExports["strncmp"])(a0, a1, a2);
          var _ts_language_symbol_type = Module["_ts_language_symbol_type"] = (a0, a1) => (_ts_language_symbol_type = Module["_ts_language_symbol_type"] = wasmExports["ts_language_symbol_type"])(a0, a1);
          var _ts_language_field_name_for_id = Module["_ts_language_field_name_for_id"] = (a0, a1) => (_ts_language_field_name_for_id = Module["_ts_language_field_name_for_id"] = wasmExports["ts_language_field_name_for_id"])(a0, a1);
          var _ts_lookahead_iterator_new = Module["_ts_lookahead_iterator_new"] = (a0, a1) => (_ts_lookahead_iterator_new = Module["_ts_lookahead_iterator_new"] = wasmExports["ts_lookahead_iterator_new"])(a0, a1);
          var _ts_lookahead_iterator_delete = Module["_ts_lookahead_iterator_delete"] = (a0) => (_ts_lookahead_iterator_delete = Module["_ts_lookahead_iterator_delete"] = wasmExports["ts_lookahead_iterator_delete"])(a0);
          var _ts_lookahead_iterator_reset_state = Module["_ts_lookahead_iterator_reset_state"] = (a0, a1) => (_ts_lookahead_iterator_reset_state = Module["_ts_lookahead_iterator_reset_state"] = wasmExports["ts_lookahead_iterator_reset_state"])(a0, a1);
          var _ts_lookahead_iterator_reset = Module["_ts_lookahead_iterator_reset"] = (a0, a1, a2) => (_ts_lookahead_iterator_reset = Module["_ts_lookahead_iterator_reset"] = wasmExports["ts_lookahead_iterator_reset"])(a0, a1, a2);
          var _ts_lookahead_iterator_next = Module["_ts_lookahead_iterator_next"] = (a0) => (_ts_lookahead_iterator_next = Module["_ts_lookahead_iterator_next"] = wasmExports["ts_lookahead_iterator_next"])(a0);
          var _ts_lookahead_iterator_current_symbol = Module["_ts_lookahead_iterator_current_symbol"] = (a0) => (_ts_lookahead_iterator_current_symbol = Module["_ts_lookahead_iterator_current_symbol"] = wasmExports["ts_lookahead_iterator_current_symbol"])(a0);
          var _memset = Module["_memset"] = (a0, a1, a2) => (_memset = Module["_memset"] = wasmExports["memset"])(a0, a1, a2);
          var _memcpy = Module["_memcpy"] = (a0, a1, a2) => (_memcpy = Module["_memcpy"] = wasmExports["memcpy"])(a0, a1, a2);
          var _ts_parser_delete = Module["_ts_parser_delete"] = (a0) => (_ts_parser_delete = Module["_ts_parser_delete"] = wasmExports["ts_parser_delete"])(a0);
          var _ts_parser_reset = Module["_ts_parser_reset"] = (a0) => (_ts_parser_reset = Module["_ts_parser_reset"] = wasmExports["ts_parser_reset"])(a0);
          var _ts_parser_set_language = Module["_ts_parser_set_language"] = (a0, a1) => (_ts_parser_set_language = Module["_ts_parser_set_language"] = wasmExports["ts_parser_set_language"])(a0, a1);
          var _ts_parser_timeout_micros = Module["_ts_parser_timeout_micros"] = (a0) => (_ts_parser_timeout_micros = Module["_ts_parser_timeout_micros"] = wasmExports["ts_parser_timeout_micros"])(a0);
          var _ts_parser_set_timeout_micros = Module["_ts_parser_set_timeout_micros"] = (a0, a1, a2) => (_ts_parser_set_timeout_micros = Module["_ts_parser_set_timeout_micros"] = wasmExports["ts_parser_set_timeout_micros"])(a0, a1, a2);
          var _ts_parser_set_included_ranges = Module["_ts_parser_set_included_ranges"] = (a0, a1, a2) => (_ts_parser_set_included_ranges = Module["_ts_parser_set_included_ranges"] = wasmExports["ts_parser_set_included_ranges"])(a0, a1, a2);
          var _memmove = Module["_memmove"] = (a0, a1, a2) => (_memmove = Module["_memmove"] = wasmExports["memmove"])(a0, a1, a2);
          var _ts_query_new = Module["_ts_query_new"] = (a0, a1, a2, a3, a4) => (_ts_query_new = Module["_ts_query_new"] = wasmExports["ts_query_new"])(a0, a1, a2, a3, a4);
          var _ts_query_delete = Module["_ts_query_delete"] = (a0) => (_ts_query_delete = Module["_ts_query_delete"] = wasmExports["ts_query_delete"])(a0);
          var _iswspace = Module["_iswspace"] = (a0) => (_iswspace = Module["_iswspace"] = wasmExports["iswspace"])(a0);
          var _iswalnum = Module["_iswalnum"] = (a0) => (_iswalnum = Module["_iswalnum"] = wasmExports["iswalnum"])(a0);
          var _ts_query_pattern_count = Module["_ts_query_pattern_count"] = (a0) => (_ts_query_pattern_count = Module["_ts_query_pattern_count"] = wasmExports["ts_query_pattern_count"])(a0);
          var _ts_query_capture_count = Module["_ts_query_capture_count"] = (a0) => (_ts_query_capture_count = Module["_ts_query_capture_count"] = wasmExports["ts_query_capture_count"])(a0);
          var _ts_query_string_count = Module["_ts_query_string_count"] = (a0) => (_ts_query_string_count = Module["_ts_query_string_count"] = wasmExports["ts_query_string_count"])(a0);
          var _ts_query_capture_name_for_id = Module["_ts_query_capture_name_for_id"] = (a0, a1, a2) => (_ts_query_capture_name_for_id = Module["_ts_query_capture_name_for_id"] = wasmExports["ts_query_capture_name_for_id"])(a0, a1, a2);
          var _ts_query_capture_quantifier_for_id = Module["_ts_query_capture_quantifier_for_id"] = (a0, a1, a2) => (_ts_query_capture_quantifier_for_id = Module["_ts_query_capture_quantifier_for_id"] = wasmExports["ts_query_capture_quantifier_for_id"])(a0, a1, a2);
          var _ts_query_string_value_for_id = Module["_ts_query_string_value_for_id"] = (a0, a1, a2) => (_ts_query_string_value_for_id = Module["_ts_query_string_value_for_id"] = wasmExports["ts_query_string_value_for_id"])(a0, a1, a2);
          var _ts_query_predicates_for_pattern = Module["_ts_query_predicates_for_pattern"] = (a0, a1, a2) => (_ts_query_predicates_for_pattern = Module["_ts_query_predicates_for_pattern"] = wasmExports["ts_query_predicates_for_pattern"])(a0, a1, a2);
          var _ts_query_start_byte_for_pattern = Module["_ts_query_start_byte_for_pattern"] = (a0, a1) => (_ts_query_start_byte_for_pattern = Module["_ts_query_start_byte_for_pattern"] = wasmExports["ts_query_start_byte_for_pattern"])(a0, a1);
          var _ts_query_end_byte_for_pattern = Module["_ts_query_end_byte_for_pattern"] = (a0, a1) => (_ts_query_end_byte_for_pattern = Module["_ts_query_end_byte_for_pattern"] = wasmExports["ts_query_end_byte_for_pattern"])(a0, a1);
          var _ts_query_is_pattern_rooted = Module["_ts_query_is_pattern_rooted"] = (a0, a1) => (_ts_query_is_pattern_rooted = Module["_ts_query_is_pattern_rooted"] = wasmExports["ts_query_is_pattern_rooted"])(a0, a1);
          var _ts_query_is_pattern_non_local = Module["_ts_query_is_pattern_non_local"] = (a0, a1) => (_ts_query_is_pattern_non_local = Module["_ts_query_is_pattern_non_local"] = wasmExports["ts_query_is_pattern_non_local"])(a0, a1);
          var _ts_query_is_pattern_guaranteed_at_step = Module["_ts_query_is_pattern_guaranteed_at_step"] = (a0, a1) => (_ts_query_is_pattern_guaranteed_at_step = Module["_ts_query_is_pattern_guaranteed_at_step"] = wasmExports["ts_query_is_pattern_guaranteed_at_step"])(a0, a1);
          var _ts_query_disable_capture = Module["_ts_query_disable_capture"] = (a0, a1, a2) => (_ts_query_disable_capture = Module["_ts_query_disable_capture"] = wasmExports["ts_query_disable_capture"])(a0, a1, a2);
          var _ts_query_disable_pattern = Module["_ts_query_disable_pattern"] = (a0, a1) => (_ts_query_disable_pattern = Module["_ts_query_disable_pattern"] = wasmExports["ts_query_disable_pattern"])(a0, a1);
          var _ts_tree_copy = Module["_ts_tree_copy"] = (a0) => (_ts_tree_copy = Module["_ts_tree_copy"] = wasmExports["ts_tree_copy"])(a0);
          var _ts_tree_delete = Module["_ts_tree_delete"] = (a0) => (_ts_tree_delete = Module["_ts_tree_delete"] = wasmExports["ts_tree_delete"])(a0);
          var _ts_init = Module["_ts_init"] = () => (_ts_init = Module["_ts_init"] = wasmExports["ts_init"])();
          var _ts_parser_new_wasm = Module["_ts_parser_new_wasm"] = () => (_ts_parser_new_wasm = Module["_ts_parser_new_wasm"] = wasmExports["ts_parser_new_wasm"])();
          var _ts_parser_enable_logger_wasm = Module["_ts_parser_enable_logger_wasm"] = (a0, a1) => (_ts_parser_enable_logger_wasm = Module["_ts_parser_enable_logger_wasm"] = wasmExports["ts_parser_enable_logger_wasm"])(a0, a1);
          var _ts_parser_parse_wasm = Module["_ts_parser_parse_wasm"] = (a0, a1, a2, a3, a4) => (_ts_parser_parse_wasm = Module["_ts_parser_parse_wasm"] = wasmExports["ts_parser_parse_wasm"])(a0, a1, a2, a3, a4);
          var _ts_parser_included_ranges_wasm = Module["_ts_parser_included_ranges_wasm"] = (a0) => (_ts_parser_included_ranges_wasm = Module["_ts_parser_included_ranges_wasm"] = wasmExports["ts_parser_included_ranges_wasm"])(a0);
          var _ts_language_type_is_named_wasm = Module["_ts_language_type_is_named_wasm"] = (a0, a1) => (_ts_language_type_is_named_wasm = Module["_ts_language_type_is_named_wasm"] = wasmExports["ts_language_type_is_named_wasm"])(a0, a1);
          var _ts_language_type_is_visible_wasm = Module["_ts_language_type_is_visible_wasm"] = (a0, a1) => (_ts_language_type_is_visible_wasm = Module["_ts_language_type_is_visible_wasm"] = wasmExports["ts_language_type_is_visible_wasm"])(a0, a1);
          var _ts_language_supertypes_wasm = Module["_ts_language_supertypes_wasm"] = (a0) => (_ts_language_supertypes_wasm = Module["_ts_language_supertypes_wasm"] = wasmExports["ts_language_supertypes_wasm"])(a0);
          var _ts_language_subtypes_wasm = Module["_ts_language_subtypes_wasm"] = (a0, a1) => (_ts_language_subtypes_wasm = Module["_ts_language_subtypes_wasm"] = wasmExports["ts_language_subtypes_wasm"])(a0, a1);
          var _ts_tree_root_node_wasm = Module["_ts_tree_root_node_wasm"] = (a0) => (_ts_tree_root_node_wasm = Module["_ts_tree_root_node_wasm"] = wasmExports["ts_tree_root_node_wasm"])(a0);
          var _ts_tree_root_node_with_offset_wasm = Module["_ts_tree_root_node_with_offset_wasm"] = (a0) => (_ts_tree_root_node_with_offset_wasm = Module["_ts_tree_root_node_with_offset_wasm"] = wasmExports["ts_tree_root_node_with_offset_wasm"])(a0);
          var _ts_tree_edit_wasm = Module["_ts_tree_edit_wasm"] = (a0) => (_ts_tree_edit_wasm = Module["_ts_tree_edit_wasm"] = wasmExports["ts_tree_edit_wasm"])(a0);
          var _ts_tree_included_ranges_wasm = Module["_ts_tree_included_ranges_wasm"] = (a0) => (_ts_tree_included_ranges_wasm = Module["_ts_tree_included_ranges_wasm"] = wasmExports["ts_tree_included_ranges_wasm"])(a0);
          var _ts_tree_get_changed_ranges_wasm = Module["_ts_tree_get_changed_ranges_wasm"] = (a0, a1) => (_ts_tree_get_changed_ranges_wasm = Module["_ts_tree_get_changed_ranges_wasm"] = wasmExports["ts_tree_get_changed_ranges_wasm"])(a0, a1);
          var _ts_tree_cursor_new_wasm = Module["_ts_tree_cursor_new_wasm"] = (a0) => (_ts_tree_cursor_new_wasm = Module["_ts_tree_cursor_new_wasm"] = wasmExports["ts_tree_cursor_new_wasm"])(a0);
          var _ts_tree_cursor_copy_wasm = Module["_ts_tree_cursor_copy_wasm"] = (a0) => (_ts_tree_cursor_copy_wasm = Module["_ts_tree_cursor_copy_wasm"] = wasmExports["ts_tree_cursor_copy_wasm"])(a0);
          var _ts_tree_cursor_delete_wasm = Module["_ts_tree_cursor_delete_wasm"] = (a0) => (_ts_tree_cursor_delete_wasm = Module["_ts_tree_cursor_delete_wasm"] = wasmExports["ts_tree_cursor_delete_wasm"])(a0);
          var _ts_tree_cursor_reset_wasm = Module["_ts_tree_cursor_reset_wasm"] = (a0) => (_ts_tree_cursor_reset_wasm = Module["_ts_tree_cursor_reset_wasm"] = wasmExports["ts_tree_cursor_reset_wasm"])(a0);
          var _ts_tree_cursor_reset_to_wasm = Module["_ts_tree_cursor_reset_to_wasm"] = (a0, a1) => (_ts_tree_cursor_reset_to_wasm = Module["_ts_tree_cursor_reset_to_wasm"] = wasmExports["ts_tree_cursor_reset_to_wasm"])(a0, a1);
          var _ts_tree_cursor_goto_first_child_wasm = Module["_ts_tree_cursor_goto_first_child_wasm"] = (a0) => (_ts_tree_cursor_goto_first_child_wasm = Module["_ts_tree_cursor_goto_first_child_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_wasm"])(a0);
          var _ts_tree_cursor_goto_last_child_wasm = Module["_ts_tree_cursor_goto_last_child_wasm"] = (a0) => (_ts_tree_cursor_goto_last_child_wasm = Module["_ts_tree_cursor_goto_last_child_wasm"] = wasmExports["ts_tree_cursor_goto_last_child_wasm"])(a0);
          var _ts_tree_cursor_goto_first_child_for_index_wasm = Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = (a0) => (_ts_tree_cursor_goto_first_child_for_index_wasm = Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_for_index_wasm"])(a0);
          var _ts_tree_cursor_goto_first_child_for_position_wasm = Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = (a0) => (_ts_tree_cursor_goto_first_child_for_position_wasm = Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_for_position_wasm"])(a0);
          var _ts_tree_cursor_goto_next_sibling_wasm = Module["_ts_tree_cursor_goto_next_sibling_wasm"] = (a0) => (_ts_tree_cursor_goto_next_sibling_wasm = Module["_ts_tree_cursor_goto_next_sibling_wasm"] = wasmExports["ts_tree_cursor_goto_next_sibling_wasm"])(a0);
          var _ts_tree_cursor_goto_previous_sibling_wasm = Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = (a0) => (_ts_tree_cursor_goto_previous_sibling_wasm = Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = wasmExports["ts_tree_cursor_goto_previous_sibling_wasm"])(a0);
          var _ts_tree_cursor_goto_descendant_wasm = Module["_ts_tree_cursor_goto_descendant_wasm"] = (a0, a1) => (_ts_tree_cursor_goto_descendant_wasm = Module["_ts_tree_cursor_goto_descendant_wasm"] = wasmExports["ts_tree_cursor_goto_descendant_wasm"])(a0, a1);
          var _ts_tree_cursor_goto_parent_wasm = Module["_ts_tree_cursor_goto_parent_wasm"] = (a0) => (_ts_tree_cursor_goto_parent_wasm = Module["_ts_tree_cursor_goto_parent_wasm"] = wasmExports["ts_tree_cursor_goto_parent_wasm"])(a0);
          var _ts_tree_cursor_current_node_type_id_wasm = Module["_ts_tree_cursor_current_node_type_id_wasm"] = (a0) => (_ts_tree_cursor_current_node_type_id_wasm = Module["_ts_tree_cursor_current_node_type_id_wasm"] = wasmExports["ts_tree_cursor_current_node_type_id_wasm"])(a0);
          var _ts_tree_cursor_current_node_state_id_wasm = Module["_ts_tree_cursor_current_node_state_id_wasm"] = (a0) => (_ts_tree_cursor_current_node_state_id_wasm = Module["_ts_tree_cursor_current_node_state_id_wasm"] = wasmExports["ts_tree_cursor_current_node_state_id_wasm"])(a0);
          var _ts_tree_cursor_current_node_is_named_wasm = Module["_ts_tree_cursor_current_node_is_named_wasm"] = (a0) => (_ts_tree_cursor_current_node_is_named_wasm = Module["_ts_tree_cursor_current_node_is_named_wasm"] = wasmExports["ts_tree_cursor_current_node_is_named_wasm"])(a0);
          var _ts_tree_cursor_current_node_is_missing_wasm = Module["_ts_tree_cursor_current_node_is_missing_wasm"] = (a0) => (_ts_tree_cursor_current_node_is_missing_wasm = Module["_ts_tree_cursor_current_node_is_missing_wasm"] = wasmExports["ts_tree_cursor_current_node_is_missing_wasm"])(a0);
          var _ts_tree_cursor_current_node_id_wasm = Module["_ts_tree_cursor_current_node_id_wasm"] = (a0) => (_ts_tree_cursor_current_node_id_wasm = Module["_ts_tree_cursor_current_node_id_wasm"] = wasmExports["ts_tree_cursor_current_node_id_wasm"])(a0);
          var _ts_tree_cursor_start_position_wasm = Module["_ts_tree_cursor_start_position_wasm"] = (a0) => (_ts_tree_cursor_start_position_wasm = Module["_ts_tree_cursor_start_position_wasm"] = wasmExports["ts_tree_cursor_start_position_wasm"])(a0);
          var _ts_tree_cursor_end_position_wasm = Module["_ts_tree_cursor_end_position_wasm"] = (a0) => (_ts_tree_cursor_end_position_wasm = Module["_ts_tree_cursor_end_position_wasm"] = wasmExports["ts_tree_cursor_end_position_wasm"])(a0);
          var _ts_tree_cursor_start_index_wasm = Module["_ts_tree_cursor_start_index_wasm"] = (a0) => (_ts_tree_cursor_start_index_wasm = Module["_ts_tree_cursor_start_index_wasm"] = wasmExports["ts_tree_cursor_start_index_wasm"])(a0);
          var _ts_tree_cursor_end_index_wasm = Module["_ts_tree_cursor_end_index_wasm"] = (a0) => (_ts_tree_cursor_end_index_wasm = Module["_ts_tree_cursor_end_index_wasm"] = wasmExports["ts_tree_cursor_end_index_wasm"])(a0);
          var _ts_tree_cursor_current_field_id_wasm = Module["_ts_tree_cursor_current_field_id_wasm"] = (a0) => (_ts_tree_cursor_current_field_id_wasm = Module["_ts_tree_cursor_current_field_id_wasm"] = wasmExports["ts_tree_cursor_current_field_id_wasm"])(a0);
          var _ts_tree_cursor_current_depth_wasm = Module["_ts_tree_cursor_current_depth_wasm"] = (a0) => (_ts_tree_cursor_current_depth_wasm = Module["_ts_tree_cursor_current_depth_wasm"] = wasmExports["ts_tree_cursor_current_depth_wasm"])(a0);
          var _ts_tree_cursor_current_descendant_index_wasm = Module["_ts_tree_cursor_current_descendant_index_wasm"] = (a0) => (_ts_tree_cursor_current_descendant_index_wasm = Module["_ts_tree_cursor_current_descendant_index_wasm"] = wasmExports["ts_tree_cursor_current_descendant_index_wasm"])(a0);
          var _ts_tree_cursor_current_node_wasm = Module["_ts_tree_cursor_current_node_wasm"] = (a0) => (_ts_tree_cursor_current_node_wasm = Module["_ts_tree_cursor_current_node_wasm"] = wasmExports["ts_tree_cursor_current_node_wasm"])(a0);
          var _ts_node_symbol_wasm = Module["_ts_node_symbol_wasm"] = (a0) => (_ts_node_symbol_wasm = Module["_ts_node_symbol_wasm"] = wasmExports["ts_node_symbol_wasm"])(a0);
          var _ts_node_field_name_for_child_wasm = Module["_ts_node_field_name_for_child_wasm"] = (a0, a1) => (_ts_node_field_name_for_child_wasm = Module["_ts_node_field_name_for_child_wasm"] = wasmExports["ts_node_field_name_for_child_wasm"])(a0, a1);
          var _ts_node_field_name_for_named_child_wasm = Module["_ts_node_field_name_for_named_child_wasm"] = (a0, a1) => (_ts_node_field_name_for_named_child_wasm = Module["_ts_node_field_name_for_named_child_wasm"] = wasmExports["ts_node_field_name_for_named_child_wasm"])(a0, a1);
          var _ts_node_children_by_field_id_wasm = Module["_ts_node_children_by_field_id_wasm"] = (a0, a1) => (_ts_node_children_by_field_id_wasm = Module["_ts_node_children_by_field_id_wasm"] = wasmExports["ts_node_children_by_field_id_wasm"])(a0, a1);
          var _ts_node_first_child_for_byte_wasm = Module["_ts_node_first_child_for_byte_wasm"] = (a0) => (_ts_node_first_child_for_byte_wasm = Module["_ts_node_first_child_for_byte_wasm"] = wasmExports["ts_node_first_child_for_byte_wasm"])(a0);
          var _ts_node_first_named_child_for_byte_wasm = Module["_ts_node_first_named_child_for_byte_wasm"] = (a0) => (_ts_node_first_named_child_for_byte_wasm = Module["_ts_node_first_named_child_for_byte_wasm"] = wasmExports["ts_node_first_named_child_for_byte_wasm"])(a0);
          var _ts_node_grammar_symbol_wasm = Module["_ts_node_grammar_symbol_wasm"] = (a0) => (_ts_node_grammar_symbol_wasm = Module["_ts_node_grammar_symbol_wasm"] = wasmExports["ts_node_grammar_symbol_wasm"])(a0);
          var _ts_node_child_count_wasm = Module["_ts_node_child_count_wasm"] = (a0) => (_ts_node_child_count_wasm = Module["_ts_node_child_count_wasm"] = wasmExports["ts_node_child_count_wasm"])(a0);
          var _ts_node_named_child_count_wasm = Module["_ts_node_named_child_count_wasm"] = (a0) => (_ts_node_named_child_count_wasm = Module["_ts_node_named_child_count_wasm"] = wasmExports["ts_node_named_child_count_wasm"])(a0);
          var _ts_node_child_wasm = Module["_ts_node_child_wasm"] = (a0, a1) => (_ts_node_child_wasm = Module["_ts_node_child_wasm"] = wasmExports["ts_node_child_wasm"])(a0, a1);
          var _ts_node_named_child_wasm = Module["_ts_node_named_child_wasm"] = (a0, a1) => (_ts_node_named_child_wasm = Module["_ts_node_named_child_wasm"] = wasmExports["ts_node_named_child_wasm"])(a0, a1);
          var _ts_node_child_by_field_id_wasm = Module["_ts_node_child_by_field_id_wasm"] = (a0, a1) => (_ts_node_child_by_field_id_wasm = Module["_ts_node_child_by_field_id_wasm"] = wasmExports["ts_node_child_by_field_id_wasm"])(a0, a1);
          var _ts_node_next_sibling_wasm = Module["_ts_node_next_sibling_wasm"] = (a0) => (_ts_node_next_sibling_wasm = Module["_ts_node_next_sibling_wasm"] = wasmExports["ts_node_next_sibling_wasm"])(a0);
          var _ts_node_prev_sibling_wasm = Module["_ts_node_prev_sibling_wasm"] = (a0) => (_ts_node_prev_sibling_wasm = Module["_ts_node_prev_sibling_wasm"] = wasmExports["ts_node_prev_sibling_wasm"])(a0);
          var _ts_node_next_named_sibling_wasm = Module["_ts_node_next_named_sibling_wasm"] = (a0) => (_ts_node_next_named_sibling_wasm = Module["_ts_node_next_named_sibling_wasm"] = wasmExports["ts_node_next_named_sibling_wasm"])(a0);
          var _ts_node_prev_named_sibling_wasm = Module["_ts_node_prev_named_sibling_wasm"] = (a0) => (_ts_node_prev_named_sibling_wasm = Module["_ts_node_prev_named_sibling_wasm"] = wasmExports["ts_node_prev_named_sibling_wasm"])(a0);
          var _ts_node_descendant_count_wasm = Module["_ts_node_descendant_count_wasm"] = (a0) => (_ts_node_descendant_count_wasm = Module["_ts_node_descendant_count_wasm"] = wasmExports["ts_node_descendant_count_wasm"])(a0);
          var _ts_node_parent_wasm = Module["_ts_node_parent_wasm"] = (a0) => (_ts_node_parent_wasm = Module["_ts_node_parent_wasm"] = wasmExports["ts_node_parent_wasm"])(a0);
          var _ts_node_child_with_descendant_wasm = Module["_ts_node_child_with_descendant_wasm"] = (a0) => (_ts_node_child_with_descendant_wasm = Module["_ts_node_child_with_descendant_wasm"] = wasmExports["ts_node_child_with_descendant_wasm"])(a0);
          var _ts_node_descendant_for_index_wasm = Module["_ts_node_descendant_for_index_wasm"] = (a0) => (_ts_node_descendant_for_index_wasm = Module["_ts_node_descendant_for_index_wasm"] = wasmExports["ts_node_descendant_for_index_wasm"])(a0);
          var _ts_node_named_descendant_for_index_wasm = Module["_ts_node_named_descendant_for_index_wasm"] = (a0) => (_ts_node_named_descendant_for_index_wasm = Module["_ts_node_named_descendant_for_index_wasm"] = wasmExports["ts_node_named_descendant_for_index_wasm"])(a0);
          var _ts_node_descendant_for_position_wasm = Module["_ts_node_descendant_for_position_wasm"] = (a0) => (_ts_node_descendant_for_position_wasm = Module["_ts_node_descendant_for_position_wasm"] = wasmExports["ts_node_descendant_for_position_wasm"])(a0);
          var _ts_node_named_descendant_for_position_wasm = Module["_ts_node_named_descendant_for_position_wasm"] = (a0) => (_ts_node_named_descendant_for_position_wasm = Module["_ts_node_named_descendant_for_position_wasm"] = wasmExports["ts_node_named_descendant_for_position_wasm"])(a0);
          var _ts_node_start_point_wasm = Module["_ts_node_start_point_wasm"] = (a0) => (_ts_node_start_point_wasm = Module["_ts_node_start_point_wasm"] = wasmExports["ts_node_start_point_wasm"])(a0);
          var _ts_node_end_point_wasm = Module["_ts_node_end_point_wasm"] = (a0) => (_ts_node_end_point_wasm = Module["_ts_node_end_point_wasm"] = wasmExports["ts_node_end_point_wasm"])(a0);
          var _ts_node_start_index_wasm = Module["_ts_node_start_index_wasm"] = (a0) => (_ts_node_start_index_wasm = Module["_ts_node_start_index_wasm"] = wasmExports["ts_node_start_index_wasm"])(a0);
          var _ts_node_end_index_wasm = Module["_ts_node_end_index_wasm"] = (a0) => (_ts_node_end_index_wasm = Module["_ts_node_end_index_wasm"] = wasmExports["ts_node_end_index_wasm"])(a0);
          var _ts_node_to_string_wasm = Module["_ts_node_to_string_wasm"] = (a0) => (_ts_node_to_string_wasm = Module["_ts_node_to_string_wasm"] = wasmExports["ts_node_to_string_wasm"])(a0);
          var _ts_node_children_wasm = Module["_ts_node_children_wasm"] = (a0) => (_ts_node_children_wasm = Module["_ts_node_children_wasm"] = wasmExports["ts_node_children_wasm"])(a0);
          var _ts_node_named_children_wasm = Module["_ts_node_named_children_wasm"] = (a0) => (_ts_node_named_children_wasm = Module["_ts_node_named_children_wasm"] = wasmExports["ts_node_named_children_wasm"])(a0);
          var _ts_node_descendants_of_type_wasm = Module["_ts_node_descendants_of_type_wasm"] = (a0, a1, a2, a3, a4, a5, a6) => (_ts_node_descendants_of_type_wasm = Module["_ts_node_descendants_of_type_wasm"] = wasmExports["ts_node_descendants_of_type_wasm"])(a0, a1, a2, a3, a4, a5, a6);
          var _ts_node_is_named_wasm = Module["_ts_node_is_named_wasm"] = (a0) => (_ts_node_is_named_wasm = Module["_ts_node_is_named_wasm"] = wasmExports["ts_node_is_named_wasm"])(a0);
          var _ts_node_has_changes_wasm = Module["_ts_node_has_changes_wasm"] = (a0) => (_ts_node_has_changes_wasm = Module["_ts_node_has_changes_wasm"] = wasmExports["ts_node_has_changes_wasm"])(a0);
          var _ts_node_has_error_wasm = Module["_ts_node_has_error_wasm"] = (a0) => (_ts_node_has_error_wasm = Module["_ts_node_has_error_wasm"] = wasmExports["ts_node_has_error_wasm"])(a0);
          var _ts_node_is_error_wasm = Module["_ts_node_is_error_wasm"] = (a0) => (_ts_node_is_error_wasm = Module["_ts_node_is_error_wasm"] = wasmExports["ts_node_is_error_wasm"])(a0);
          var _ts_node_is_missing_wasm = Module["_ts_node_is_missing_wasm"] = (a0) => (_ts_node_is_missing_wasm = Module["_ts_node_is_missing_wasm"] = wasmExports["ts_node_is_missing_wasm"])(a0);
          var _ts_node_is_extra_wasm = Module["_ts_node_is_extra_wasm"] = (a0) => (_ts_node_is_extra_wasm = Module["_ts_node_is_extra_wasm"] = wasmExports["ts_node_is_extra_wasm"])(a0);
          var _ts_node_parse_state_wasm = Module["_ts_node_parse_state_wasm"] = (a0) => (_ts_node_parse_state_wasm = Module["_ts_node_parse_state_wasm"] = wasmExports["ts_node_parse_state_wasm"])(a0);
          var _ts_node_next_parse_state_wasm = Module["_ts_node_next_parse_state_wasm"] = (a0) => (_ts_node_next_parse_state_wasm = Module["_ts_node_next_parse_state_wasm"] = wasmExports["ts_node_next_parse_state_wasm"])(a0);
          var _ts_query_matches_wasm = Module["_ts_query_matches_wasm"] = (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => (_ts_query_matches_wasm = Module["_ts_query_matches_wasm"] = wasmExports["ts_query_matches_wasm"])(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10);
          var _ts_query_captures_wasm = Module["_ts_query_captures_wasm"] = (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => (_ts_query_captures_wasm = Module["_ts_query_captures_wasm"] = wasmExports["ts_query_captures_wasm"])(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10);
          var _iswalpha = Module["_iswalpha"] = (a0) => (_iswalpha = Module["_iswalpha"] = wasmExports["iswalpha"])(a0);
          var _iswblank = Module["_iswblank"] = (a0) => (_iswblank = Module["_iswblank"] = wasmExports["iswblank"])(a0);
          var _iswdigit = Module["_iswdigit"] = (a0) => (_iswdigit = Module["_iswdigit"] = wasmExports["iswdigit"])(a0);
          var _iswlower = Module["_iswlower"] = (a0) => (_iswlower = Module["_iswlower"] = wasmExports["iswlower"])(a0);
          var _iswupper = Module["_iswupper"] = (a0) => (_iswupper = Module["_iswupper"] = wasmExports["iswupper"])(a0);
          var _iswxdigit = Module["_iswxdigit"] = (a0) => (_iswxdigit = Module["_iswxdigit"] = wasmExports["iswxdigit"])(a0);
          var _memchr = Module["_memchr"] = (a0, a1, a2) => (_memchr = Module["_memchr"] = wasmExports["memchr"])(a0, a1, a2);
          var _strlen = Module["_strlen"] = (a0) => (_strlen = Module["_strlen"] = wasmExports["strlen"])(a0);
          var _strcmp = Module["_strcmp"] = (a0, a1) => (_strcmp = Module["_strcmp"] = wasmExports["strcmp"])(a0, a1);
          var _strncat = Module["_strncat"] = (a0, a1, a2) => (_strncat = Module["_strncat"] = wasmExports["strncat"])(a0, a1, a2);
          var _strncpy = Module["_strncpy"] = (a0, a1, a2) => (_strncpy = Module["_strncpy"] = wasmExports["strncpy"])(a0, a1, a2);
          var _towlower = Module["_towlower"] = (a0) => (_towlower = Module["_towlower"] = wasmExports["towlower"])(a0);
          var _towupper = Module["_towupper"] = (a0) => (_towupper = Module["_towupper"] = wasmExports["towupper"])(a0);
          var _setThrew = /* @__PURE__ */ __name((a0, a1) => (_setThrew = wasmExports["setThrew"])(a0, a1), "_setThrew");
          var __emscripten_stack_restore = /* @__PURE__ */ __name((a0) => (__emscripten_stack_restore = wasmExports["_emscripten_stack_restore"])(a0), "__emscripten_stack_restore");
          var __emscripten_stack_alloc = /* @__PURE__ */ __name((a0) => (__emscripten_stack_alloc = wasmExports["_emscripten_stack_alloc"])(a0), "__emscripten_stack_alloc");
          var _emscripten_stack_get_current = /* @__PURE__ */ __name(() => (_emscripten_stack_get_current = wasmExports["emscripten_stack_get_current"])(), "_emscripten_stack_get_current");
          var dynCall_jiji = Module["dynCall_jiji"] = (a0, a1, a2, a3, a4) => (dynCall_jiji = Module["dynCall_jiji"] = wasmExports["dynCall_jiji"])(a0, a1, a2, a3, a4);
          var _orig$ts_parser_timeout_micros = Module["_orig$ts_parser_timeout_micros"] = (a0) => (_orig$ts_parser_timeout_micros = Module["_orig$ts_parser_timeout_micros"] = wasmExports["orig$ts_parser_timeout_micros"])(a0);
          var _orig$ts_parser_set_timeout_micros = Module["_orig$ts_parser_set_timeout_micros"] = (a0, a1) => (_orig$ts_parser_set_timeout_micros = Module["_orig$ts_parser_set_timeout_micros"] = wasmExports["orig$ts_parser_set_timeout_micros"])(a0, a1);
          Module["setValue"] = setValue;
          Module["getValue"] = getValue;
          Module["UTF8ToString"] = UTF8ToString;
          Module["stringToUTF8"] = stringToUTF8;
          Module["lengthBytesUTF8"] = lengthBytesUTF8;
          Module["AsciiToString"] = AsciiToString;
          Module["stringToUTF16"] = stringToUTF16;
          Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
          var calledRun;
          dependenciesFulfilled = /* @__PURE__ */ __name(function runCaller() {
            if (!calledRun) run();
            if (!calledRun) dependenciesFulfilled = runCaller;
          }, "runCaller");
          function callMain(args2 = []) {
            var entryFunction = resolveGlobalSymbol("main").sym;
            if (!entryFunction) return;
            args2.unshift(thisProgram);
            var argc = args2.length;
            var argv = stackAlloc((argc + 1) * 4);
            var argv_ptr = argv;
            args2.forEach((arg) => {
              LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
              argv_ptr += 4;
            });
            LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
            try {
              var ret = entryFunction(argc, argv);
              exitJS(
                ret,
                /* implicit = */
                true
              );
              return ret;
            } catch (e) {
              return handleException(e);
            }
          }
          __name(callMain, "callMain");
          function run(args2 = arguments_) {
            if (runDependencies > 0) {
              return;
            }
            preRun();
            if (runDependencies > 0) {
              return;
            }
            function doRun() {
              if (calledRun) return;
              calledRun = true;
              Module["calledRun"] = true;
              if (ABORT) return;
              initRuntime();
              preMain();
              readyPromiseResolve(Module);
              Module["onRuntimeInitialized"]?.();
              if (shouldRunNow) callMain(args2);
              postRun();
            }
            __name(doRun, "doRun");
            if (Module["setStatus"]) {
              Module["setStatus"]("Running...");
              setTimeout(function() {
                setTimeout(function() {
                  Module["setStatus"]("");
                }, 1);
                doRun();
              }, 1);
            } else {
              doRun();
            }
          }
          __name(run, "run");
          if (Module["preInit"]) {
            if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
            while (Module["preInit"].length > 0) {
              Module["preInit"].pop()();
            }
          }
          var shouldRunNow = true;
          if (Module["noInitialRun"]) shouldRunNow = false;
          run();
          moduleRtn = readyPromise;
          return moduleRtn;
        };
      })();
      var tree_sitter_default = Module2;
      var Module3 = null;
      async function initializeBinding(moduleOptions) {
        if (!Module3) {
          Module3 = await tree_sitter_default(moduleOptions);
        }
        return Module3;
      }
      __name(initializeBinding, "initializeBinding");
      function checkModule() {
        return !!Module3;
      }
      __name(checkModule, "checkModule");
      var TRANSFER_BUFFER;
      var LANGUAGE_VERSION;
      var MIN_COMPATIBLE_VERSION;
      var Parser = class {
        static {
          __name(this, "Parser");
        }
        /** @internal */
        [0] = 0;
        // Internal handle for WASM
        /** @internal */
        [1] = 0;
        // Internal handle for WASM
        /** @internal */
        logCallback = null;
        /** The parser's current language. */
        language = null;
        /**
         * This must always be called before creating a Parser.
         *
         * You can optionally pass in options to configure the WASM module, the most common
         * one being `locateFile` to help the module find the `.wasm` file.
         */
        static async init(moduleOptions) {
          setModule(await initializeBinding(moduleOptions));
          TRANSFER_BUFFER = C._ts_init();
          LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
          MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        }
        /**
         * Create a new parser.
         */
        constructor() {
          this.initialize();
        }
        /** @internal */
        initialize() {
          if (!checkModule()) {
            throw new Error("cannot construct a Parser before calling `init()`");
          }
          C._ts_parser_new_wasm();
          this[0] = C.getValue(TRANSFER_BUFFER, "i32");
          this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        }
        /** Delete the parser, freeing its resources. */
        delete() {
          C._ts_parser_delete(this[0]);
          C._free(this[1]);
          this[0] = 0;
          this[1] = 0;
        }
        /**
         * Set the language that the parser should use for parsing.
         *
         * If the language was not successfully assigned, an error will be thrown.
         * This happens if the language was generated with an incompatible
         * version of the Tree-sitter CLI. Check the language's version using
         * {@link Language#version} and compare it to this library's
         * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
         */
        setLanguage(language) {
          let address;
          if (!language) {
            address = 0;
            this.language = null;
          } else if (language.constructor === Language) {
            address = language[0];
            const version = C._ts_language_version(address);
            if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
              throw new Error(
                `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
              );
            }
            this.language = language;
          } else {
            throw new Error("Argument must be a Language");
          }
          C._ts_parser_set_language(this[0], address);
          return this;
        }
        /**
         * Parse a slice of UTF8 text.
         *
         * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
         *
         * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
         *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
         *   the new text using {@link Tree#edit}.
         *
         * @param {ParseOptions} [options] - Options for parsing the text.
         *  This can be used to set the included ranges, or a progress callback.
         *
         * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
         *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
         *  - The progress callback returned true.
         */
        parse(callback, oldTree, options) {
          if (typeof callback === "string") {
            C.currentParseCallback = (index) => callback.slice(index);
          } else if (typeof callback === "function") {
            C.currentParseCallback = callback;
          } else {
            throw new Error("Argument must be a string or a function");
          }
          if (options?.progressCallback) {
            C.currentProgressCallback = options.progressCallback;
          } else {
            C.currentProgressCallback = null;
          }
          if (this.logCallback) {
            C.currentLogCallback = this.logCallback;
            C._ts_parser_enable_logger_wasm(this[0], 1);
          } else {
            C.currentLogCallback = null;
            C._ts_parser_enable_logger_wasm(this[0], 0);
          }
          let rangeCount = 0;
          let rangeAddress = 0;
          if (options?.includedRanges) {
            rangeCount = options.includedRanges.length;
            rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
            let address = rangeAddress;
            for (let i2 = 0; i2 < rangeCount; i2++) {
              marshalRange(address, options.includedRanges[i2]);
              address += SIZE_OF_RANGE;
            }
          }
          const treeAddress = C._ts_parser_parse_wasm(
            this[0],
            this[1],
            oldTree ? oldTree[0] : 0,
            rangeAddress,
            rangeCount
          );
          if (!treeAddress) {
            C.currentParseCallback = null;
            C.currentLogCallback = null;
            C.currentProgressCallback = null;
            return null;
          }
          if (!this.language) {
            throw new Error("Parser must have a language to parse");
          }
          const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
          C.currentParseCallback = null;
          C.currentLogCallback = null;
          C.currentProgressCallback = null;
          return result;
        }
        /**
         * Instruct the parser to start the next parse from the beginning.
         *
         * If the parser previously failed because of a timeout, cancellation,
         * or callback, then by default, it will resume where it left off on the
         * next call to {@link Parser#parse} or other parsing functions.
         * If you don't want to resume, and instead intend to use this parser to
         * parse some other document, you must call `reset` first.
         */
        reset() {
          C._ts_parser_reset(this[0]);
        }
        /** Get the ranges of text that the parser will include when parsing. */
        getIncludedRanges() {
          C._ts_parser_included_ranges_wasm(this[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const result = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              result[i2] = unmarshalRange(address);
              address += SIZE_OF_RANGE;
            }
            C._free(buffer);
          }
          return result;
        }
        /**
         * @deprecated since version 0.25.0, prefer passing a progress callback to {@link Parser#parse}
         *
         * Get the duration in microseconds that parsing is allowed to take.
         *
         * This is set via {@link Parser#setTimeoutMicros}.
         */
        getTimeoutMicros() {
          return C._ts_parser_timeout_micros(this[0]);
        }
        /**
         * @deprecated since version 0.25.0, prefer passing a progress callback to {@link Parser#parse}
         *
         * Set the maximum duration in microseconds that parsing should be allowed
         * to take before halting.
         *
         * If parsing takes longer than this, it will halt early, returning `null`.
         * See {@link Parser#parse} for more information.
         */
        setTimeoutMicros(timeout) {
          C._ts_parser_set_timeout_micros(this[0], 0, timeout);
        }
        /** Set the logging callback that a parser should use during parsing. */
        setLogger(callback) {
          if (!callback) {
            this.logCallback = null;
          } else if (typeof callback !== "function") {
            throw new Error("Logger callback must be a function");
          } else {
            this.logCallback = callback;
          }
          return this;
        }
        /** Get the parser's current logger. */
        getLogger() {
          return this.logCallback;
        }
      };
      return {
        CaptureQuantifier,
        LANGUAGE_VERSION,
        Language,
        LookaheadIterator,
        MIN_COMPATIBLE_VERSION,
        Node,
        Parser,
        Query,
        Tree,
        TreeCursor
      };
    }));
  }
});

// node_modules/re2js/build/index.js
var RE2Flags = class RE2Flags2 {
  static FOLD_CASE = 1;
  static LITERAL = 2;
  static CLASS_NL = 4;
  static DOT_NL = 8;
  static ONE_LINE = 16;
  static NON_GREEDY = 32;
  static PERL_X = 64;
  static UNICODE_GROUPS = 128;
  static WAS_DOLLAR = 256;
  static LOOKBEHIND = 512;
  static MATCH_NL = RE2Flags2.CLASS_NL | RE2Flags2.DOT_NL;
  static PERL = RE2Flags2.CLASS_NL | RE2Flags2.ONE_LINE | RE2Flags2.PERL_X | RE2Flags2.UNICODE_GROUPS;
  static POSIX = 0;
  static UNANCHORED = 0;
  static ANCHOR_START = 1;
  static ANCHOR_BOTH = 2;
};
var PublicFlags = {
  CASE_INSENSITIVE: 1,
  DOTALL: 2,
  MULTILINE: 4,
  DISABLE_UNICODE_GROUPS: 8,
  LONGEST_MATCH: 16,
  LOOKBEHINDS: 512
};
var ASCII_SIZE = 128;
var ASCII_TO_UPPER = new Int32Array(ASCII_SIZE);
var ASCII_TO_LOWER = new Int32Array(ASCII_SIZE);
var MAX_BMP = 65535;
for (let i2 = 0; i2 < ASCII_SIZE; i2++) {
  if (i2 >= 97 && i2 <= 122) ASCII_TO_UPPER[i2] = i2 - 32;
  else ASCII_TO_UPPER[i2] = i2;
  if (i2 >= 65 && i2 <= 90) ASCII_TO_LOWER[i2] = i2 + 32;
  else ASCII_TO_LOWER[i2] = i2;
}
var Codepoint = class {
  static CODES = Object.freeze({
    "\x07": 7,
    "\b": 8,
    "	": 9,
    "\n": 10,
    "\v": 11,
    "\f": 12,
    "\r": 13,
    " ": 32,
    '"': 34,
    $: 36,
    "&": 38,
    "'": 39,
    "(": 40,
    ")": 41,
    "*": 42,
    "+": 43,
    "-": 45,
    ".": 46,
    0: 48,
    1: 49,
    2: 50,
    3: 51,
    4: 52,
    5: 53,
    6: 54,
    7: 55,
    8: 56,
    9: 57,
    ":": 58,
    "<": 60,
    ">": 62,
    "?": 63,
    A: 65,
    B: 66,
    C: 67,
    F: 70,
    P: 80,
    Q: 81,
    U: 85,
    Z: 90,
    "[": 91,
    "\\": 92,
    "]": 93,
    "^": 94,
    _: 95,
    "`": 96,
    a: 97,
    b: 98,
    f: 102,
    i: 105,
    m: 109,
    n: 110,
    r: 114,
    s: 115,
    t: 116,
    v: 118,
    x: 120,
    z: 122,
    "{": 123,
    "|": 124,
    "}": 125
  });
  static toUpperCase(codepoint) {
    if (codepoint < ASCII_SIZE) return ASCII_TO_UPPER[codepoint];
    const s = String.fromCodePoint(codepoint).toUpperCase();
    const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (s.length > expectedLen) return codepoint;
    const sOrigin = String.fromCodePoint(s.codePointAt(0)).toLowerCase();
    const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
    return s.codePointAt(0);
  }
  static toLowerCase(codepoint) {
    if (codepoint < ASCII_SIZE) return ASCII_TO_LOWER[codepoint];
    const s = String.fromCodePoint(codepoint).toLowerCase();
    const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (s.length > expectedLen) return codepoint;
    const sOrigin = String.fromCodePoint(s.codePointAt(0)).toUpperCase();
    const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
    return s.codePointAt(0);
  }
};
var UnicodeRangeTable = class {
  /**
  * @param {Uint32Array | number[]} data
  * @param {boolean} isStride1
  */
  constructor(data, isStride1 = false) {
    this.data = data;
    this.isStride1 = isStride1;
    this.SIZE = isStride1 ? 2 : 3;
  }
  getLo(index) {
    return this.data[index * this.SIZE];
  }
  getHi(index) {
    return this.data[index * this.SIZE + 1];
  }
  getStride(index) {
    return this.isStride1 ? 1 : this.data[index * this.SIZE + 2];
  }
  get length() {
    return this.data.length / this.SIZE;
  }
};
var B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
var B64_MAP = /* @__PURE__ */ new Uint8Array(256);
for (let i2 = 0; i2 < 64; i2++) B64_MAP[B64.charCodeAt(i2)] = i2;
var decodeVLQ = (str) => {
  const res = [];
  let value = 0;
  let shift = 0;
  for (let i2 = 0; i2 < str.length; i2++) {
    const digit = B64_MAP[str.charCodeAt(i2)];
    value |= (digit & 31) << shift;
    if ((digit & 32) === 0) {
      res.push(value);
      value = 0;
      shift = 0;
    } else shift += 5;
  }
  return res;
};
var decodeRanges = (str, isStride1) => {
  const res = decodeVLQ(str);
  const numRanges = isStride1 ? res.length / 2 : res.length / 3;
  const out2 = new Uint32Array(numRanges * 3);
  let current = 0;
  let resIdx = 0;
  for (let i2 = 0; i2 < numRanges; i2++) {
    current += res[resIdx++];
    out2[i2 * 3] = current;
    current += res[resIdx++];
    out2[i2 * 3 + 1] = current;
    out2[i2 * 3 + 2] = isStride1 ? 1 : res[resIdx++];
  }
  return out2;
};
var decodeOrbit = (str) => {
  const res = decodeVLQ(str);
  const map = /* @__PURE__ */ new Map();
  let currentKey = 0;
  for (let i2 = 0; i2 < res.length; i2 += 2) {
    currentKey += res[i2];
    const zz = res[i2 + 1];
    const delta = zz >>> 1 ^ -(zz & 1);
    map.set(currentKey, currentKey + delta);
  }
  return map;
};
var LazyMap = class {
  constructor(initializer) {
    this.initializer = initializer;
    this.cache = /* @__PURE__ */ new Map();
  }
  has(key) {
    return Object.hasOwn(this.initializer, key);
  }
  get(key) {
    if (this.cache.has(key)) return this.cache.get(key);
    const val = this.has(key) ? this.initializer[key]() : null;
    this.cache.set(key, val);
    return val;
  }
};
var UnicodeTables = class {
  static _CASE_ORBIT = null;
  static get CASE_ORBIT() {
    if (!this._CASE_ORBIT) this._CASE_ORBIT = decodeOrbit("rCgCIgCY+rQI4QiCuuBLgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCCgCBgCBgCBgCBgCBgCBgCB+7OB-BB-BB-BB-BB-BBskQB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BC-BB-BB-BB-BB-BB-BB-BByHBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBxHBCBBBCBBBCBBB3SBmMBkNBCBBBCBBB8MBCBBB6MB6MBCBBC+EB0MB2MBCBBB6MB+MBiGBmNBiNBCBBBmKBikzCBmNBqNBkIBsNBCBBBCBBBCBBB0NBCBBB0NDCBBB0NBCBBByNByNBCBBBCBBB2NBCBBDCBBCwDFCBCBDBCBCBDBCBCBDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB9EBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBCBDBCBBBhGBvDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBjICCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBH2iVBCBBBlKBwiVB+jVB+jVBCBBBlMBqEBuEBCBBBCBBBCBBBCBBBCBBB+hVB4hVB8hVBjNB7MC5MB5MCzMC1MB+0yCE5MB20yCC9MBu2yCBwyyCBo0yCChNBlNBo0yCBu-UBi0yCDlNC6-UBpNDrNIu+UDzNCm0yCBzNE0yyCBzNBpEBxNBxNBtEG1NLqxyCBkxyCnFoFrBCBBBCBBDCBBEkIBkIBkICoHHsCCqCBqCBqCCgEC+DB+DBmkOBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCC+BBgCBgCBgCBgCBgCBgCBgCBgCBrCBpCBpCBpCBmjOB-BB8BB-BB-BBgEB-BB-BByBBqgOBsDB-BBtwBB-BB-BB-BBsBBgDBCB-BB-BB-BBeB-BB-BB61OB-BB-BB-DB9DB9DBQB7DBmCE9CBrDBPBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBrFB-EBOBnHB3FB-FCCBBBNBCBBCjIBjIBjIBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB8kMB-BB6kMB-BB-BB-BB-BB-BB-BB-BB-BB-BBokMB-BB-BBkkMBkkMB-BB-BB-BB-BB-BB-BB-BB4jMB-BB-BB-BB-BB-BB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EBCBBBCBoiMBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBJCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBeBCBBBCBBBCBBBCBBBCBBBCBBBCBBBdBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDL-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-C64CgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOCgmOGgmODg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FDg8FBg8FBg8FhVg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBQBQBQBQBQBQDPBPBPBPBPBPjkC7mMB5mMBnmMBjmMBCBlmMB3lMBpiMBk8kCBCBBG-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FD-7FB-7FB-7F6FoglCEsuHRwjlCyDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCB0DBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBG1DD97OCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPEQCQCQCQCPCPCPCPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPB0EB0EBsFBsFBsFBsFBoGBoGBgIBgIBgHBgHB8HB8HDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQCSFPBPBzEBzEBRCxnOFSFrFBrFBrFBrFBREQBQClkOFPBPBnGBnGFQBQCljOCODPBPB-GB-GBNHSF-HB-HB7HB7HBRqJ53OE9tQBrmQH4Bc3BSgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfECBByZ0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzB34BgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CBCBBBt-UBruHBt+UB1iVBviVBCBBBCBBBCBBB3hVB5-UB9hVB7hVCCBBCCBBI9jVB9jVBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBICBBBCBBECBBN-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOC-lOG-lOzoeCBBBCBBBCBBBCBBBCBBBCBl8kCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBTCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBnECBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBKCBBBCBBBnglCBCBBBCBBBCBBBCBBBCBBECBBBvyyCDCBBBCBBBgDCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBn0yCB90yCB10yCBh0yCBn0yCCjxyCBzyyCBpxyCBg6BBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB-CBl0yCBvjlCBCBBBCBBBt2yCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBhkzCZCBB9a-5Bd-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCm6TCBB7gBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCH-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BmlBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvChDwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCFvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvC1DuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCCuCBuCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCCtCBtCk2BgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEO-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-D+CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCL-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-B74CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhrVgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BD1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BtxekCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjC");
    return this._CASE_ORBIT;
  }
  static _Print = null;
  static get Print() {
    if (!this._Print) this._Print = new UnicodeRangeTable(decodeRanges("hB9CBjBLBCpWBDFBFGBCCCBSBCsMBClBBDxBBDCBC2BBJaBFFBSVBC-FBCvBBD6BBDkDBP6BBDwBBDOBCbBDCCBJBGfBIqCBCgFBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYBDCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPBLCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGBCCBCHBDBBDVBCGBCBBCEBDIBDBBDCBICBFBBCEBDRBLBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBGMBCCBCWBCPBDIBCCBCDBIBBCCBCBBDDBDJBIVBCCBCWBCJBCEBDIBCCBCDBIBBGCBCDBDJBCCBNMBCCBCyBBCCBCFBFPBDZBCCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBN5BBFcBmBBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDBhBnCBCjBBFmBBCjBBCOBCMBmBlGBCGGD4LBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBH1CBDFBD-TBCbBE4CBIVBKXBKTBNMBCCBCBBN9CBDJBHJBHNBCKBH4CBIqBBGlCBLeBCLBFLBFEEBoBBDEBMrBBFZBHKBE9BBDgCBCcBDKBHJBHNBDtBBDLBVsCBClFBJ7BBEOBE9BBGqBBDKBJqBBG1QBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBSXBJuBBSBBDaBCMBEhBBPgBBQrEBF5UBXKBWz4BBD9LBGsBBCGGD3BBIBBPXBKGBCGBCGBCGBCGBCGBCGBCGBC9DBjBZBC4CBN1GBbPBC+BBC1CBDmDBGqBBC9CBC1CBKvBBCszcBE2BBK7KBV3FBJ8GBV7BBEJBH3BBJlCBJLBHzDBMdBEtCBCKBFgBBC2BBKNBDJBDmDBZbBLFBDFBDFBKGBCGBC7BBF9DBDJBHj9KBNWBFwBBloItLBDpDBnBGBNEBGZBCEBCCCBCCBCCBoUBhBpBBHyBBCSBCDBFEBCmEBF9FBEFBDFBDFBDCBEGBCGBOBBDLBCZBCSBCBBCOBDNBjB6DBGCBFsBBE3CBCMBEwBwBBsBBjEcBEwBBQbBFjBBKdBGqBBGdBCkBBFNBrB9EBDJBHjBBFjBBFnBBJzBBMLBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBCnCBJIBxBSBCBBGgBBEaBGaBnB3BBFTBDxBBCBBGHBCCBCcBDCBFJBIIBI-BBhBmBBFLBK1BBEcBDaBGZBIDBNGBxCoCB4ByBBOyBBItBBJJBHlBBEcBJBBxGeBCpBBCCBDBBRFBJIBiBtBBJpBBXZBnBbBVWBKtCBFjBBK9BBCEBOYBIJBH0BBCRBJmBBK-CBCTBMRBCuBB-BGBCCCBCBCOBCKBH6BBGJBHDBCHBDBBDVBCGBCBBCEBCJBDBBDCBDHHGGBDGBEEBMJBCDDClBBCJBCDDCDBCJBCBBJBBe7CBCEBfnCBJJBnF1BBDlBBjBkCBMJBHMBU5BBHJBHTBdaBDOBFWB6F7BBlDyCBNHBDDDBGBCBBCdBCBBDLBKJBnCHBDtBBDKBcnCBJyCBOoCBIJB3CHB5ChBBPJBHIBCsBBCNBLcBEfBDVBCNBqCGBCBBCrBBECCBCCBHBJJBHFBCBBCkBBCBBCFBIJBHrBBFJB3HYBIQBCoBBEcB2CQQBwBBO6cBnDuDBCEBMjGBtyCiDBOvhBBRVBL68DBGmSB61G5BBn2B4RBIeBCJBFwCBCJBHdBDFBLlCBLJBCGBCUBGSBxN5BBnG6CBGYBDYBtBqCBF4BBIQBhCEBMGBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBDDBh7D8HBEzNBHWBQQBQtBBDWBKzDB9B1HBLmBBDpCBJvDBWlCB7DTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBD9VBQEBCOBxiBeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBENBDJBFBBhKeBS5BBGxOxOBoBB3GqBBFhGhGBdBCVBJBBhHGBCDBCBBCOBCkGBDPBqBrCBFJBFBByYjCBtC8BBjGDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBBvIrBBFjDBNOBDOBCOBCkBBLtFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBmgB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIBnkzVvHB", false));
    return this._Print;
  }
  static CATEGORIES = new LazyMap({
    C: () => new UnicodeRangeTable(decodeRanges("AfBgDgBBOrWrWBHHBCBICCVuMuMnBBBzBBBE4B4BBGBcDBHQBXhGhGxBBB8BBBmDNB8BBByBBBQddBCCMEBhBGBsCiFiFJBBDBBXIICCBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBPMMBEB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKMMBDBbEByBPBDBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCB-FCBHBBHBBHBBECBIIIBLBDBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIB-BGGBLBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMBxhBPBXJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBF-6DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBrCHBxDUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIlkzVBxHvw-FB", false)),
    Cc: () => new UnicodeRangeTable(decodeRanges("AfgDgB", true)),
    Cf: () => new UnicodeRangeTable(decodeRanges("tFzqBzqBBEBXhGhGyBhMhMBxCxCs5D9-B9-BBDBbEByBEBCJBw03B6H6HBBBimEQQj7IPBhjiBDBwmFHBn0rYffB+CB", false)),
    Cn: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBDBvzIBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-BB---BBB---BBB", false)),
    Co: () => new UnicodeRangeTable(decodeRanges("gg4B-nGh4hc9--BD9--B", true)),
    Cs: () => new UnicodeRangeTable(decodeRanges("gg2B--B", true)),
    L: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICCiEEBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoCaBFDBuBqBBkBBBCiDBCQQBIIBLLBBBDRRCdBe4CBMZZBfBKBBFGGBUBFKKEYYBXBIKBGXBCGBRpBB7B1BBETTIJBQPBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNGB7BBBCCCBDBCXBCCCBIBCBBKDDBDBCWWBCBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNSSBkBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBkBFFkC4CBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBzC+C+CBtBBSHB3BdBOBBLrBBbjBBqBCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBhC1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBF1B1BB8zC8zCBjHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBxC2O2OBrBrBBDBGBBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBReBDlCByBIBDmDBDxCBVQBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBdRRBDBCJBLEBCoBBYCBCHBVWBEEEBwBBCEEBDDBDBDCCZCBDKBICBNFBDFBDFBKGBCGBCqBBCNBHyDBej9KBNWBFwBBloItLBDpDBnBGBNEBGCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBxB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOjBBnBbBKWB7HpBBHBBRFB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB1D-BBgBHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBqBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBGjCjCBLBhCBBCPPBNNB0mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBn7F0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFBmI9BBzEsBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCCBCBBCGBDEBKBBhHGBCDBCBBCOBCkGB8BjCBI1lB1lBBCBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    LC: () => new UnicodeRangeTable(decodeRanges("hCZBHZB7BLLBVBCeBCiGBCDBFvGBDZBhGDBDBBECBCHHCCBCCCBSBCyCBCqEBJlFBClBBKoBB44ClBBCGGDqBBDCBhV1CBDFBjkCKBGqBBDCBhCrBBgCMBChBBmD1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGBmIFFDJBCEEBDBHGCBCBCFBFDDBCBGEBF1B1BB8zC8zCB6DBDmDBHDBEBBNlBBCGGzoetBBTbBnEtCBCWBEDBCsCBZBBE2Z2ZBpBBGIBIvCBh6TGBNEBqgBZBHZBmlBvCBhDjBBFjBB1DKBCOBCGBCBBCKBCOBCGBCBBk2ByBBOyBB+CVBLVB74C-BBhrV-BBhBYBDYBtpZ0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BJBCTBHFB2uCjCB", false)),
    Ll: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDZBiGCCEEEBBBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBDCB5XFBjkCIBC2D2DBqBBgCMBChBBnD0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBBzIEEBEEcKFDBBJDBF2B2Bs1CvBBCEEBGCFCCBCCBEBGiDCBIICFFNlBBCGG0oesBCUaCoEMCBBBC+BCBGBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCbEE2ZqBBGIBIvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFB4vChBB", false)),
    Lm: () => new UnicodeRangeTable(decodeRanges("wVRBFLBPEBICCmEGG-OnHnHlFBBuIBBFgBgBKEEhFoFoF1mBgEgE2R72B72BsDkTkTxOFBvF+BBOjBjBBjBByVOORMBg-CBByHgGgG2OsBsBBDBGiDiDB+C+CBBB34bjnBjnBBEBvIzDzDdBB6DIBxCYYpDDBEBB2OXXqEtDtDWBBoDDBKngVngVuBBBh-BFBCpBBCIB0sBhBhB2K04D04DnrTDB9PCBpBBBnRMBhCBBCPPB9-P9-PBCBCGBCBByhM9BBqGGBud0Q0QsSAB", false)),
    Lo: () => new UnicodeRangeTable(decodeRanges("qFQQhIFFBCBxGBB7ZaBFDBuBfBCJBkBBBCiDBCZZBLLBBBDRRCdBe4CBMZZBfBWVBrBYBIKBGXBCGBRoBB8B1BBETTIJBROBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNFB8BBBCCCBDBCXBCCCBIBCBBKDDBDBYDBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNyDyDBnKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPByDrTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBpBkCkCBhBBC0BBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBxFuBBSHB3BdBOBBLrBBbjBBqBCBLdByDDBCFBCBBE7hB7hBBCB4-C3BBZWBKGBCGBCGBCGBCGBCGBCGBCGBoR2B2BF1CBJCCB4CBFGGBpBBC9CBSfBxBPBhQ-tGBhC0wUBC2jBBkCnBBJrIBFPBLBBjCyByBBkCBqFoDoDEGBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBuBEBDIBLEBCoBBYCBCHBVPBCFBEEEBwBBCEEBDDBDBDCCZBBEKBIPPBEBDFBDFBKGBCGByEiBBej9KBNWBFwBBloItLBDpDBkCCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBqDJBCsBBDeBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBhEtCBjDnBBJzBB9CzBBN2JBKVBLHB5EFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4FjBBnBDBCxJxJBoBBHBBRCBCBB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB0GHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBnBBCBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBB0BUBGSB0NnBB2MqCBGwFwFB0mHBqBfBiDyDBuwIiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBxzI2P2PBrBBiBiKiKBcBTrBBlPaBmHdBDwGwGBdBCCBCBBCGBDEBKiHiHBFBCDBCBBCOBCkGB8pBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Lt: () => new UnicodeRangeTable(decodeRanges("lOGDnB2sH2sHBGBJHBJHBNQQwBAB", false)),
    Lu: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBG+B+B9zCvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBB", false)),
    M: () => new UnicodeRangeTable(decodeRanges("gYvDB0IGBoIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCgBB3BCBCRBCGBLBBeCB5BCCBFBDBBDCBKLLBbbDCB5BCCBDBFBBDCBEffBEEMCB5BCCBGBCCBCCBVBBXFBCCB5BCCBFBDBBDCBICBLBBf8B8BBDBECBCDBKpBpBBDB4BCCBFBCCBCDBIBBMBBeCB5BCCBFBCCBCDBIBBMBBQNNBCB4BBBCGBCCBCDBKLLBeeBBBnCFFBEBCCCBGBTBB+BDDBFBNHBjDDDBHBMGBqCBBcECFBByBTBCBBGKBCjBBKlDlDBSBYDBFCBCCBDGBEDBOLBCLLBCBgWCBzdDBdCBeBBfBBhCfBKuBuBBBBC2D2DBjBjB3DLBFLB8GEB6BJBCcBDxBxBBsBBDLBVEBwBQBnBIBNCBfMB5BNBxBTB5ECBCUBFHHDCBnG-BBxWgBB--CCBuEhDhDBeBrRFBqDBB1udDBCJBhBBBxCBBxIEEFYYBDBF0C0CBzBzBBQBbRBOnBnBBGBaMBtBDBwBNBlBkCkCBMBNJJBuBuBBBBzBCCBBBDBBGBBCqBqBBDBGBBtHHBCBBx5TiXiXBOBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB7DCB2BOBqBDDBLLBCBuBKBI+B+BBBBlBNBRBBtBNNBBBxBNBJDBCBB9CLBHDD+ELBWDB4BBBCGBDBBDCBKLLBDDBFBEEBkCIBCDDCDBCEBCPPBzCzCBQBYyCyCBSBsHGBDIBcBBzCQBrDMBmDOBhIOB2HFBCBBDDBCCCBuEuEBFBDGBEddBIBpBGBCDBJKKBJBvBPBnGHBoGHBCHBzCVBCNB7DFBECCBCCBFBCjCjCBDBCBBCEB8KDBKBBCxBxBBFBEEBYmnFmnFHOBpmLRBhuCEB8BGB5gBCCB1BBIDByCMMBslTslTBizEizEBsBBDWB-QEBEFBJHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
    Mc: () => new UnicodeRangeTable(decodeRanges("joC4B4BDCBJDBCBBzBBB7BCBHBBDBBLsBsB7BCBjC7B7BBBBJCCB2B2BB7B7BCHHBDDBLLnDBBCBBECBCCBLqBqBBBB+BDB+BBB7BCCBDBDBBCBBKBBdPPB7B7BBBBGCBCCBLrBrBBsCsCBBBHHBTBBrKBBgCsFsFBFFHDDBaaBLLBBBDGBWBBDFBDLLBBB5zBffiEIIBGBCBB7KDBDCBFBBCFBhHBB7BCCKCCBJJBEByExBxBGCCBDBCBB+BffFBBD9B9BDCBCEEBxBxBBGBJBBsFWW35EBB0-dBBD5C5CBzBzBBOBvEBBwBxBxBBFFBDDBBBvDBBDBBZuBuBCuDuDDBBGuHuHBCCBCCBCC0gZCCgEuBuBBBBFBB0DZZB8B8BxBCBKBBO+C+CBBBEBBCrFrFBBBgBBB7BBBCDBDBBDCBKLLB1C1CBBBIDDCDBCBBCmDmDBBBJBBErDrDBBBHCCBCBDuHuHBBBHDBDyDyDBBBJBBCuDuDCBBHoDoDCBBFmImIBBBK4H4HBEBCBBFDDCvEvEBBBJDBF1C1CeBB-BqGqGECCoGPPrDIID2G2GBDBFBBC-K-KBNNxBBBJBBCpvQpvQBBBlxD2BBpDBB0rYBBHFB", false)),
    Me: () => new UnicodeRangeTable(decodeRanges("okBBB1xF-wB-wBBCBCCBsshBCB", false)),
    Mn: () => new UnicodeRangeTable(decodeRanges("gYvDB0IEBqIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCfB4BCCFHBFEEBFBLBBe7B7BFDBJVVBbbDBB6BFFBFFBDDBBBEffBEEMBB6BFFBDBCBBFVVBXXBEBC7B7BDCCBCBJIIBMMBff+BNNzBEE4BCCBBBGCBCDBIBBMBBe7B7BDHHGBBVBBdBB6BBBFDBJVVBeepCIIBBBC7C7CDGBNHBjDDDBHBMGBqCBBcEC4BNBCEBCBBGKBCjBBKnDnDBCBCFBCBBDBBaBBFCBRDBODDBHHQgWgWBBBzdCBeBBfBBfBBhCBBCGBJDDBJBKuBuBBBBC2D2DBjBjB3DCBFBBKHHBBB8GBBD7B7BCGBCCCDHBHJBDxBxBBMBCeBDLBVDBxBCCBDBCGGpBIBNBBhBDBDBBCCB5BCCBEECCB7BHBDBB5ECBCMBCGBFHHEBBnG-BBxWMBFEEBKB--CCBuEhDhDBeBrRDBsDBB1udFFBIBhBBBxCBBxIEEFaaBGG4EBBbRBOnBnBBGBaKBvBCBxBDDBCBDBBoBkCkCBEBDBBDBBNJJwB0B0BCCBDBBGBBCrBrBBJJvHDDFx5Tx5TiXPBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB8D3B3BBNBqBDDBLLBBByBDBDBBI+B+BBBBlBEBCHB-BNNB1B1BBHBLDBDgDgDBBBDCCBHHD+E+EEHBWBB6BBBEmBmBBFBEEBnCFBOECPBB2CHBDCBCYY1CFBCFFBCCBvHvHBCBHBBCBBcBB2CHBDCCBrDrDCDDBEBCmDmDCDDBCBCEBkIIBCBBhIBBCFFxEDBDBBFhBhBBIBpBFBDDBJKKBEBDCBvBMBCBBnGCCBBBCqGqGBFBCFBCzCzCBUBDGBCBBCBB7DFBECCBCCBFBCpCpCBEEC8K8KBMMB1B1BBDBGCCYmnFmnFHOBpmLLBECBhuCEB8BGB5gBgCgCBCByC5lT5lTBizEizEBsBBDWBhRCBSHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
    N: () => new UnicodeRangeTable(decodeRanges("wBJB5DBBGDDBBBitBJBnEJBnGJB9MJB3DJBFFBtDJB3DJB3DJBDFBvDMB0DJBJGBoDJBpDGBISBuDJBhDJB3DJBnCTBtIJBnCJBwWTBybCBwHJBHJBXJBtJJBhEKBmFJBHJB3FJB3CJBnEJBHJB3gBEEBEBHJBnGyBBDEB3W7BBvCVB3TdBqrBqYqYaIBPCB4KDBrEJBfHBCOBhBJBoBOBh7cJB9FJBhKFB7EJBnBJBnGJBXJB3CJB3MJB34UJBuPsBBN4BBSBB2KaBlBDBeJJnEEBrGJBvdHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBxBJBHJB3IeB-EJBrBDBxDGBnEdBhEJB9BJBxEJBITB8HJB3KJB3DJB3LJBnDJBHTBtCLBlNSB+CJB3UJB3CcBkHJBnCJB3BJBnLJBnDUBshBuDBimPJBnpCJB3CJBnEJBCGBvQJBnIWB+KCB6nXJBnuBTBNTBtDYB2iBxBBhqCJBnNJB3PJB4HJBtWIBhEJB4Y6BBCCBCDBtCsBBCOBjeMBk3CJB", false)),
    Nd: () => new UnicodeRangeTable(decodeRanges("wBJnxBJnEJnGJ9MJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJhDJ3DJnCJ3IJnCJn6BJnBJtJJhEJnFJHJ3FJ3CJnEJHJnuiBJnVJnBJnGJXJ3CJ3MJ34UJnsBJnkCJHJ9YJhEJ9BJxEJ3IJ3KJ3DJ3LJnDJHTtCJnNJnDJ3UJ3CJ3HJnCJ3BJnLJ3uQJnpCJ3CJnEJ3QJ37XJ12CxBhqCJnNJ3PJ4HJ2aJ30EJ", true)),
    Nl: () => new UnicodeRangeTable(decodeRanges("u3FCBwzCiBBDDB-zDaaBHBPCBs1dJBxyW0BBtOJJnEEBrhIuDBm8SCB", false)),
    No: () => new UnicodeRangeTable(decodeRanges("yFBBGDDBBB2pCFB5LFB5DCBmEGB6GGBSIByNJB2hBTB0jBJBhP20B20BEFBHJBnGPBqB3W3WB6BBvCVB3TdBqrB1kB1kBBCBrEJBfHBCOBhBJBoBOBxrdFBymWsBBiCDBSBB2KaBlBDB1pBHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBhLeB-EJBrBDBxDGBnETB8LTBmqBBBvNIBobSB0aUBn8SGB-YWBqhZTBNTBtDYBvqFIBid6BBCCBCDBtCsBBCOBjeMB", false)),
    P: () => new UnicodeRangeTable(decodeRanges("hBCBCFBCDBLBBEBBbCBCccCkBkBGEELBBEEE-VJJzOFBqBBB0BCCDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCmBmBBCBoCrCrCBDBFBBwDFBsFlTlTBHB4EuTuTtBBBvCCBoCBB+ECBCCBmBKB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBM9Z9ZBWBJTBCMBCLBfBBPBB6TDBeBB+hBNBwCBBgBJB0MVBgCDBhBBB8XDBCBBxDwEwEBtBBCfBDLBkNCBFJBDLBRNNjD7C7CjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HzqUzqUBxGxGBIBXiBBCNBCFFCBB2ECBCFBCDBLBBEBBbCBCccCCCBFB7MCB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDByO-J-JjBlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
    Pc: () => new UnicodeRangeTable(decodeRanges("-Cg-Hg-HBUU-u3BBBZCBwHAB", false)),
    Pd: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEBiwDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
    Pe: () => new UnicodeRangeTable(decodeRanges("pB0B0BgB+1D+1DC-6B-6BqtC4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECtBGCtNICEGCDBB-ozB6G6GeOCESSCCCrF0B0BgBGD", false)),
    Pf: () => new UnicodeRangeTable(decodeRanges("7F+6H+6HEddpuDCCFDDQEE", false)),
    Pi: () => new UnicodeRangeTable(decodeRanges("rFt7Ht7HDBBDaapuDCCFDDQEE", false)),
    Po: () => new UnicodeRangeTable(decodeRanges("hBCBCCBDECBLLBEEBcclCGGPBBI-V-VJzOzOBEBqB3B3BDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCxDxDrCEBFBBwDFBsFlTlTBHBmY9D9DBBBoCBB+ECBCCBmBFBCDB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBMjajaBJJBGBJIBDDBDCBEKBCCCBIB7kDDBCBBxDwEwEBFFBBBDDDBHBCBBCDDBLLBDBCJBDDBCCCBLBDCBtNCB6B+F+FjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HlxUlxUBFBDXXVBBDDBECBCDBICBHCCB2E2EBBBCCBDECBLLBEEBcclBDDB7M7MBBB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDB0ZlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
    Ps: () => new UnicodeRangeTable(decodeRanges("oBzBzBgB-1D-1DC-6B-6B-rCEEnB4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECaTTCECtNICEGCDipzBipzB4GeeCMCESSCCCrFzBzBgBEEDAB", false)),
    S: () => new UnicodeRangeTable(decodeRanges("kBHHRCBgBCCcCCkBEBCBBDCCBCBDEEfgBgBrODBNNBGGBCCCBPB2DPPBxDxDsErIrIBBB3DCBDDDBvGvGLUUB4H4HIBBpEqLqLBHHB2H2H-DjEjEBGBlEwGwGqBmGmGiGCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WuLuLlL+E+EBgBBiLJBKIBhiBCCBBBMCBOCBOCBOBBmCOOoBCBOCBUhBB-BBBCDBCBBLCCBBBGFBCECFMMBFFBDBGDBC7B7BBFFB2LBFcBD+HBXKByCtCBXnTBtBwBBDeBLyMBX+BBFfBD1LBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBB8CBB0HBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BB6RWBKBBoDBB+EDBLDB+RCBiHPPB+9T+9TpEgBBuLPBhCBB3BHBtBDBjDCCBBBD7E7EHRRBBBgBCCcCCiEGBCGBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSmWmWBiKiKBGBnjC2kC2kCBbBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQQBgDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBrbaagBaagBaagBaagBaa9B-PB4BDBzBHBCNBCBBp2BwNwNttCEE+DiOiOBvIvIBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
    Sc: () => new UnicodeRangeTable(decodeRanges("kB+D+DBCBqnB8D8DzPBBzPBBI2H2HoImSmS8sClmClmCBgBB37hBkuVkuVtD7E7E8GBBEBB3-HDB-4wBxtCxtC", false)),
    Sk: () => new UnicodeRangeTable(decodeRanges("+CCCoCHHFEEqQDBNNBGGBCCCBPB2DPPBjoBjoB15FCCBBBMCBOCBOCBOBB9kEBBkzdWBKBBoDBBxePPBniUniUBPB8bCCjF4g9B4g9BBDB", false)),
    Sm: () => new UnicodeRangeTable(decodeRanges("rBRRBBB+BCCuBFFmBgBgB-XwQwQBBB8xGOOoBCBOCBsEoBoBBDBHlClCBDBGBBFGDIgBgBBDDCgBgBBqIBhBBB7CffBXBpBFB2OKK3BHBwDxKxKBDBDeBLPBhIiEBX+BBFfBDhIBxBUBDFB9+zB5Z5ZCCBlFRRBBB+BCCkEHHBCBitDBBhrwBx+Bx+BagBgBagBgBagBgBagBgBat5Ft5FB-uC-uCBHB", false)),
    So: () => new UnicodeRangeTable(decodeRanges("mFDDFCCyerIrIBgEgEBvGvGLUUB4H4HkQ2L2LjEFBClElEwGqBqBoMCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WzWzW+EhBBiLJBKIBksBBBCDBCBBLCCBHHBEBCECFMMBPPCBBC7B7BBKKBDBDDBCBBCBBCGBCeBDBBCCCBdBtIHBFTBDGBDwCBCdBanBBHnCBXKByCtCBX2FBCIBC1BBJuDBC3HBtBrBBhC-HBhQvBBWBBHmBBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBBxKBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BBibDBLBBC+R+RBBBqqUPBuLPBhCBB3BHBuBCBlPEEFBBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSpgBpgBBGBnjC2kC2kCBGBFQBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQPBhDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBqlB-PB4BDBzBHBCNBCBBp2B96C96CiEyWyWBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E6HBG4WBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBB-B3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
    Z: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBeBBGwBwBh9DAB", false)),
    Zl: () => new UnicodeRangeTable(decodeRanges("ohIA", true)),
    Zp: () => new UnicodeRangeTable(decodeRanges("phIA", true)),
    Zs: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBlBwBwBh9DAB", false)),
    ASCII_Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbF", true)),
    Alphabetic: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICC3CeeBQBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoBNBCCCBCCBCCJaBFDBeKBG3BBCGBPlDBCHBFHBFCBLCBDRRBuBBOkDBZgBBKBBFGGBWBDSBUYBIKBGXBCGBIJJBoBBLLBEGBHrCBCPBCCBFOBOSBCHBDBBDVBCGBCEEBCBEHBDBBDBBCJJFBBCEBNBBLFFBBBCFBFBBDVBCGBCBBCBBCBBFEBFBBDBBFIIBCBCSSBEBMCBCIBCCBCVBCGBCBBCEBEIBCCBCBBEQQBCBWDBFCBCHBDBBDVBCGBCBBCEBEHBDBBDBBKBBFBBCEBORRBCCBEBECBCDBEBBCCCBEEBEEBBBELBFEBECBCCBEHHpBMBCCBCWBCPBEHBCCBCCBJBBCCBCBBDDBdDBCHBCCBCWBCJBCEBEHBCCBCCBJBBGCBCDBOCBNMBCCBCoBBDHBCCBCCBCGGBCBIEBXFBCCBCRBEXBCIBCDDBFBJFBCCCBGBTBBO5BBGGBH0B0BBECBDBCXBCCCBRBCCBDEBCHHPDBhBgCgCBGBCjBBFSBFPBCjBBkC2BBCDDBDBR-BBLDBDlBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBEKBITBMUBNTBNMBCCBCBBNzBBDSBPFFkC4CBIqBBGlCBLeBCLBFIBYdBDEBMrBBFZB3BbBF+BBDTBzBYYBMMBBByBzBBCOBCHB0BpBBDDBLrBBCKBP2BBXCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBUhBBM1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBFSSBnBBuZzBB34BkHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBCfBwB2O2OBBBaIBIEBDEBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBGHBEwDBoBIBDmDBDxCBVUBCgBBZzBBNjCBCtBtBBEBECCBBBLgBBGiBBOcBEyBBCLBQRRBOBLEBC2BBKNBTWBEkCBCCCZCBDPBDDBMFBDFBDFBKGBCGBCqBBCNBH6DBWj9KBNWBFwBBloItLBDpDBnBGBNEBGLBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmC0BBsIcBEwBBwBfBOdBGqBBGdBDjBBFHBCEBrB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCDBCBBGHBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOnBBjBbBEGGBVB7HpBBCBBEBBRFBzBCBEcBLJJBUBrBRBvBUBcWBKlCBsBEBL4BBKOOBXBYyBBSDBJiBBEKKB+BBCDBKBBLCCkBRBChBBDHHBCB-BGBCCCBCBCOBCJBI4BBYDBCHBDBBDVBCGBCBBCEBEHBDBBDBBEHHGGBdJBCDDClBBCJBCDDCDBCBBECCtBhCBCCBCDBVCBfhCBDBBC5F5FB0BBDGBaFBjB+BBCEE8B1BBDoCoCBZBDNBWGB6F4BBoD-BBgBHBDDDBGBCBBCdBCBBDBBDDB+CHBDtBBDFBCCCBccBxBBDJBSnCBGTTBnCBoDHB5CgBBgBIBCsBBCGBCyByBBcBDVBCNBqCGBCBBCrBBECCBCCBBBCDDBZZBEBCBBCkBBCBBCDBCYYBqBBlIWBKQBCoBBECBwDwCwCB4cBnDuDBSjGBtyCgDBQvhBBSFBa68DBGmSB61GuBBy2B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBF4BBIQBhCBBCNNBFBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBFi7Fi7FBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCVBJBBhHGBCDBCBBCOBCkGB8BjCBEEE1lBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1TZBHZBHZB3zD-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Dash: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEB+BoBoBQnMnMlgDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
    Emoji: () => new UnicodeRangeTable(decodeRanges("jBHHGJBwDFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDrGrGhFBBNBBPDDBIBsCZBCBBYVVDIBWBBvFhBBDvDBDBBCCBDyCBDCBCmIBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDDBEJBECCBEEDJBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
    Emoji_Component: () => new UnicodeRangeTable(decodeRanges("jBHHGJB0+H2G2Gsp3B3+8B3+8BBYB8PEBxtBDBtzhY-CB", false)),
    Emoji_Modifier: () => new UnicodeRangeTable(decodeRanges("7-8DE", true)),
    Emoji_Modifier_Base: () => new UnicodeRangeTable(decodeRanges("9wJ8G8GRDB4jzD9B9BBBBDDDBBB2DBBDKBWSBEFFBBBCCBICCZqGqGBFFWFFBvFvFBBBEEB0CRRBBBKMMgSDDJHBHKKBIBDCB5B+B+BBCCBCCSCBCMBmHCBrBIB", false)),
    Emoji_Presentation: () => new UnicodeRangeTable(decodeRanges("64IBBuGDBEDDqQBBWBBzBLBsBUUOJJBSSBGGBJJGWWIBBCFFDIIFBBdkBkBCFFBBBC+B+BBBBZPP8aBB0BFFvlxDrGrG-FDDBIBsCZBCZZVDDBDBCCBWBBvFgBBNIBClCBCVBNqBBFEBNQBEEEBlCBCCCB5FBD+BBODBCXBTbbBOO3C0CBxBlCBHEEBBBDDBEDBMBBIIBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
    Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("pFFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDoBoBBCBlDLBQBBQPPBmBmBBIBxDBBNBBPDDBIBU3BBcOBLVVDIBCDBKWBH7FBDvDBDBBCCBDyCBDCBCDBG9HBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDQBECCBEBDMB7GlBBNDB5BHBLFBpBHBfBBNDBDNBKmBBNuBBCJBC4FB5CHBPxEBhI9fB", false)),
    Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbFq1-BJIFbF", true)),
    Lowercase: () => new UnicodeRangeTable(decodeRanges("hDZBwBLLFlBlBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDiBBIBBfEBhDsBsBCEEDDBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBCDB5XFBjkCIBC2D2DB+FBiC0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBB6DOORMBuDEEBEEcKFDBBJDBFiBiBBOBFsasaBYBn6BvBBCEEBGCFCCBCCBGBEiDCBIICFFNlBBCGG0oesBCUaCBBBmEMCBBBC8BCBIBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCWDBCCCBBB2ZqBBCNBHvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBkODDBBBCpBBCIBmoByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFBmI9BB1lChBB", false)),
    Math: () => new UnicodeRangeTable(decodeRanges("rBRRBBBgBeeCuBuBFmBmBgB5W5WBBBDbbBDDBBBwQCBuwGccBBBMEEOPPBCBWEBMEBiCMBFEEBFFBDBTFFDJBCDDBEBHEEBDDBCCBBBCFBENBClClCBWBCFBCBBFBBFfBCHHBPPBqIBJDBVBB7CffBZBCZZMGB+NBBNJBFFBFBBDBBEEBPCCDFBMHBGBB6BCCeDBKCBxK-BBhI-PBxBUBDFB9+zB4Z4ZBEBCjFjFRCBeCCeCCkEHHBCBitDBBhrwBwoBwoBBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBBhwFDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB-uCIB", false)),
    Quotation_Mark: () => new UnicodeRangeTable(decodeRanges("iBFFkEQQ96HHBaBBowDqOqOBCBOCBixzBDB+FFF7CBB", false)),
    Terminal_Punctuation: () => new UnicodeRangeTable(decodeRanges("hBLLCMMBEE-ZJJiQ6B6BpCPPCCB1FsBsBBJBCsHsHB3B3BBEBCHBgBmImIB1nB1nBBtFtFFFB4JBB2YHBmY9D9DBBBoCBB+ECBEoBoBBCBDBB7JBBjLDBjFBBLBBCCBeCB8FEB-BBBldYYBKKBBBwlDCBzJOOFLLCBBEBBtNBB8ndBBuICBkHEB-LBB3CBBgD4E4EBBB0ECBgERRB6H6HnxUDDB6B6BBBBCDBqFLLCMMBEEiCDD7hBxBxBnkBoGoG3JBB5EFBlCFB6CDB5dEBtBDB+FGBxDDBgECBiEBBHRRB5C5CBDBtDrJrJB2D2DBBBNBBnLDBEOBqDBB6HCBmQCC8HBB4CBBFBB-MCBuBmUmUBrCrCBspBspBBDB6vRBBmEiCiCBBBLqRqRBoJoJBnwTnwTovHDB", false)),
    Uppercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBGbbBOBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBBvgCZBHZBHZB", false)),
    White_Space: () => new UnicodeRangeTable(decodeRanges("JEBTlDlDbgvFgvFgsCKBeBBGwBwBh9DAB", false))
  });
  static SCRIPTS = new LazyMap({
    Adlam: () => new UnicodeRangeTable(decodeRanges("go6DrCFJFB", true)),
    Ahom: () => new UnicodeRangeTable(decodeRanges("g4lCaDOFW", true)),
    Anatolian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggxCmS", true)),
    Arabic: () => new UnicodeRangeTable(decodeRanges("gwBEBCFBCNBCCBCfBCJBMZBCrDBChBBxCvBBxHhBBGqCBCcBxy8BtPBDvEBhBPBxDEBCmEBk7DeBkCFBJIBiBFBh43BDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB", false)),
    Armenian: () => new UnicodeRangeTable(decodeRanges("xpBlBDxBDCks9BE", true)),
    Avestan: () => new UnicodeRangeTable(decodeRanges("g4iC1BEG", true)),
    Balinese: () => new UnicodeRangeTable(decodeRanges("g4GsCCxB", true)),
    Bamum: () => new UnicodeRangeTable(decodeRanges("g1pB3CpowB4R", true)),
    Bassa_Vah: () => new UnicodeRangeTable(decodeRanges("w26CdDF", true)),
    Batak: () => new UnicodeRangeTable(decodeRanges("g+GzBJD", true)),
    Bengali: () => new UnicodeRangeTable(decodeRanges("gsCDBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYB", false)),
    Beria_Erfe: () => new UnicodeRangeTable(decodeRanges("g17CYDY", true)),
    Bhaiksuki: () => new UnicodeRangeTable(decodeRanges("ggnCICsBCNLc", true)),
    Bopomofo: () => new UnicodeRangeTable(decodeRanges("qXB6wLqBxDf", true)),
    Brahmi: () => new UnicodeRangeTable(decodeRanges("ggkCtCFjBKA", true)),
    Braille: () => new UnicodeRangeTable(decodeRanges("ggK-H", true)),
    Buginese: () => new UnicodeRangeTable(decodeRanges("gwGbDB", true)),
    Buhid: () => new UnicodeRangeTable(decodeRanges("g6FT", true)),
    Canadian_Aboriginal: () => new UnicodeRangeTable(decodeRanges("ggF-TxRlC7tgCP", true)),
    Carian: () => new UnicodeRangeTable(decodeRanges("g1gCwB", true)),
    Caucasian_Albanian: () => new UnicodeRangeTable(decodeRanges("wphCzBMA", true)),
    Chakma: () => new UnicodeRangeTable(decodeRanges("gokC0BCR", true)),
    Cham: () => new UnicodeRangeTable(decodeRanges("gwqB2BKNDJDD", true)),
    Cherokee: () => new UnicodeRangeTable(decodeRanges("g9E1CDFz7lBvC", true)),
    Chorasmian: () => new UnicodeRangeTable(decodeRanges("w9jCb", true)),
    Common: () => new UnicodeRangeTable(decodeRanges("AgCBbFBbuBBCOBCEBYgBgBiOmBBGEBDTB1DKKHCC+THHPEEhB9E9ElQiEiEB6mB6mB2MDBjJwvBwvBBBBoCBBsGBBCumBumBOIIBCBCFBCCBDmYmYBKBD2CBCKBEKBCOBShBB-BlBBCCBDFBCaBCQBqBCBF5UBXKBW-cBhIzTBDpEBhQ9CBzMUBCCCBXBQHBFDB8CBBE7C7CB0E0EBOBhBlBBKxBxBB+BBgBwCBwB5C5CBmFBhuG-BBhoWhBBnDCBmFJB1HhFhFsMPPBzuUzuUBxGxGBIBXiBBCSBCDB0ECCBeBbFBbKBLuBuBBhChCBFBCGBLEBjICBFsBBEIBxCMB0BsBBlHaBltuBDB96D8HBEzNBHWBQQBgDzDB9B1HBLmBBD9BBEQBJBBIdBF8BB2GTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBByjFjCBtC8BBjWrBBFjDBNOBDOBCOBCkBBLtFB5BZBCBBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBnghYffB+CB", false)),
    Coptic: () => new UnicodeRangeTable(decodeRanges("ifNxkKzDGG", true)),
    Cuneiform: () => new UnicodeRangeTable(decodeRanges("ggoC5cnDuDCEMjG", true)),
    Cypriot: () => new UnicodeRangeTable(decodeRanges("ggiCFBDCCBqBBCBBEDD", false)),
    Cypro_Minoan: () => new UnicodeRangeTable(decodeRanges("w8rCiD", true)),
    Cyrillic: () => new UnicodeRangeTable(decodeRanges("ggBkEBDoFBx6FKBhFtCtCojEfBhie-CBv8VBBhw4B9BBiBAB", false)),
    Deseret: () => new UnicodeRangeTable(decodeRanges("gghCvC", true)),
    Devanagari: () => new UnicodeRangeTable(decodeRanges("goCwCFODZh7nBfhwcJ", true)),
    Dives_Akuru: () => new UnicodeRangeTable(decodeRanges("gomCGBDDDBGBCBBCdBCBBDLBKJB", false)),
    Dogra: () => new UnicodeRangeTable(decodeRanges("ggmC7B", true)),
    Duployan: () => new UnicodeRangeTable(decodeRanges("ggvDqDGMEIIJDD", true)),
    Egyptian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggsC1iBL68D", true)),
    Elbasan: () => new UnicodeRangeTable(decodeRanges("gohCnB", true)),
    Elymaic: () => new UnicodeRangeTable(decodeRanges("g-jCW", true)),
    Ethiopic: () => new UnicodeRangeTable(decodeRanges("gwEoCBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBnvGWBKGBCGBCGBCGBCGBCGBCGBCGBjpfFBDFBDFBKGBCGBylvCGBCDBCBBCOB", false)),
    Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
    Georgian: () => new UnicodeRangeTable(decodeRanges("glElBBCGGDqBBCDBx8CqBBDCBhiElBBCGG", false)),
    Glagolitic: () => new UnicodeRangeTable(decodeRanges("ggL-Ch9sDGCQDGCBCE", true)),
    Gothic: () => new UnicodeRangeTable(decodeRanges("w5gCa", true)),
    Grantha: () => new UnicodeRangeTable(decodeRanges("g4kCDBCHBDBBDVBCGBCBBCEBDIBDBBDCBDHHGGBDGBEEB", false)),
    Greek: () => new UnicodeRangeTable(decodeRanges("wbDBCCBDDBCFFCCCBBBCCCBSBC+BBPPBnpGEBzBEBFEB1ChKhKBUBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBoJ-xiB-xiB7uVuCBSgj0Bgj0BBkCB", false)),
    Gujarati: () => new UnicodeRangeTable(decodeRanges("h0CCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGB", false)),
    Gunjala_Gondi: () => new UnicodeRangeTable(decodeRanges("grnCFCBCkBCBCFIJ", true)),
    Gurmukhi: () => new UnicodeRangeTable(decodeRanges("hwCCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPB", false)),
    Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
    Han: () => new UnicodeRangeTable(decodeRanges("g0LZBC4CBN1GBwBCCaIBPDBle-tGBhC-vUBhoWtLBDpDBpodBBNGBqgkB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Hangul: () => new UnicodeRangeTable(decodeRanges("goE-HvxHBiI9CyDeiCei3dckUj9KNWFwBl9JeEFDFDFDC", true)),
    Hanifi_Rohingya: () => new UnicodeRangeTable(decodeRanges("gojCnBJJ", true)),
    Hanunoo: () => new UnicodeRangeTable(decodeRanges("g5FU", true)),
    Hatran: () => new UnicodeRangeTable(decodeRanges("gniCSCBGE", true)),
    Hebrew: () => new UnicodeRangeTable(decodeRanges("xsB2BBJaBFFBpp9BZBCEBCCCBCCBCCBIB", false)),
    Hiragana: () => new UnicodeRangeTable(decodeRanges("hiM1CBHCBi7-C+IBTeeBBBulQAB", false)),
    Imperial_Aramaic: () => new UnicodeRangeTable(decodeRanges("giiCVCI", true)),
    Inherited: () => new UnicodeRangeTable(decodeRanges("gYvDB2IBBlOKBbhXhXBCB8qEtBBDLBlPCBCMBCGBFHHEBBnG-BBtQBBjGgBB65DDBsDBBmrzBPBRNBwejHjH7iEl+uBl+uBBsBBDWBhRCBSHBDGBfDBz6rYvHB", false)),
    Inscriptional_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g7iCSGH", true)),
    Inscriptional_Parthian: () => new UnicodeRangeTable(decodeRanges("g6iCVDH", true)),
    Javanese: () => new UnicodeRangeTable(decodeRanges("gsqBtCDJFB", true)),
    Kaithi: () => new UnicodeRangeTable(decodeRanges("gkkCiCLA", true)),
    Kannada: () => new UnicodeRangeTable(decodeRanges("gkDMCCCWCJCEDICCCDIBGCCDDJCC", true)),
    Katakana: () => new UnicodeRangeTable(decodeRanges("hlM5CBDCBxHPBxGuBBC3CBvgzBJBCsBBzisBDBCGBCBBCgJgJBBBzBPPBCB", false)),
    Kawi: () => new UnicodeRangeTable(decodeRanges("g4nCQCoBEc", true)),
    Kayah_Li: () => new UnicodeRangeTable(decodeRanges("goqBtBCA", true)),
    Kharoshthi: () => new UnicodeRangeTable(decodeRanges("gwiCDCBGHCCCcDCFJII", true)),
    Khitan_Small_Script: () => new UnicodeRangeTable(decodeRanges("k-7C84G84GB0OBqBAB", false)),
    Khmer: () => new UnicodeRangeTable(decodeRanges("g8F9CDJHJnPf", true)),
    Khojki: () => new UnicodeRangeTable(decodeRanges("gwkCRCuB", true)),
    Khudawadi: () => new UnicodeRangeTable(decodeRanges("w1kC6BGJ", true)),
    Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
    Lao: () => new UnicodeRangeTable(decodeRanges("h0DBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDB", false)),
    Latin: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBQQGWBCeBCgOBoBEB8wGlBBHwBBGDBGMBClCBiC-HByLOORMBuEBBHccSoBB42CfBj1elDBExCBVOBxZqBBCIBCDB38TGB7gBZBHZBmhCFBCpBBCIBm61BeBHFB", false)),
    Lepcha: () => new UnicodeRangeTable(decodeRanges("ggH3BEOEC", true)),
    Limbu: () => new UnicodeRangeTable(decodeRanges("goGeBCLBFLBFEEBKB", false)),
    Linear_A: () => new UnicodeRangeTable(decodeRanges("gwhC2JKVLH", true)),
    Linear_B: () => new UnicodeRangeTable(decodeRanges("gggCLCZCSCBCODNjB6D", true)),
    Lisu: () => new UnicodeRangeTable(decodeRanges("wmpBvBx1eA", true)),
    Lycian: () => new UnicodeRangeTable(decodeRanges("g0gCc", true)),
    Lydian: () => new UnicodeRangeTable(decodeRanges("gpiCZGA", true)),
    Mahajani: () => new UnicodeRangeTable(decodeRanges("wqkCmB", true)),
    Makasar: () => new UnicodeRangeTable(decodeRanges("g3nCY", true)),
    Malayalam: () => new UnicodeRangeTable(decodeRanges("goDMCCCyBCCCFFPDZ", true)),
    Mandaic: () => new UnicodeRangeTable(decodeRanges("giCbDA", true)),
    Manichaean: () => new UnicodeRangeTable(decodeRanges("g2iCmBFL", true)),
    Marchen: () => new UnicodeRangeTable(decodeRanges("wjnCfDVCN", true)),
    Masaram_Gondi: () => new UnicodeRangeTable(decodeRanges("gonCGBCBBCrBBECCBCCBHBJJB", false)),
    Medefaidrin: () => new UnicodeRangeTable(decodeRanges("gy7C6C", true)),
    Meetei_Mayek: () => new UnicodeRangeTable(decodeRanges("g3qBWqGtBDJ", true)),
    Mende_Kikakui: () => new UnicodeRangeTable(decodeRanges("gg6DkGDP", true)),
    Meroitic_Cursive: () => new UnicodeRangeTable(decodeRanges("gtiCXFTDtB", true)),
    Meroitic_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("gsiCf", true)),
    Miao: () => new UnicodeRangeTable(decodeRanges("g47CqCF4BIQ", true)),
    Modi: () => new UnicodeRangeTable(decodeRanges("gwlCkCMJ", true)),
    Mongolian: () => new UnicodeRangeTable(decodeRanges("ggGBBDCCBSBH4CBIqBB2t-BMB", false)),
    Mro: () => new UnicodeRangeTable(decodeRanges("gy6CeCJFB", true)),
    Multani: () => new UnicodeRangeTable(decodeRanges("g0kCGBCCCBCBCOBCKB", false)),
    Myanmar: () => new UnicodeRangeTable(decodeRanges("ggE-EhqmBeiDfxibT", true)),
    Nabataean: () => new UnicodeRangeTable(decodeRanges("gkiCeJI", true)),
    Nag_Mundari: () => new UnicodeRangeTable(decodeRanges("wm5DpB", true)),
    Nandinagari: () => new UnicodeRangeTable(decodeRanges("gtmCHDtBDK", true)),
    New_Tai_Lue: () => new UnicodeRangeTable(decodeRanges("gsGrBFZHKEB", true)),
    Newa: () => new UnicodeRangeTable(decodeRanges("gglC7CCE", true)),
    Nko: () => new UnicodeRangeTable(decodeRanges("g+B6BDC", true)),
    Nushu: () => new UnicodeRangeTable(decodeRanges("h-7CvsQvsQBqMB", false)),
    Nyiakeng_Puachue_Hmong: () => new UnicodeRangeTable(decodeRanges("go4DsBENDJFB", true)),
    Ogham: () => new UnicodeRangeTable(decodeRanges("g0Fc", true)),
    Ol_Chiki: () => new UnicodeRangeTable(decodeRanges("wiHvB", true)),
    Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
    Old_Hungarian: () => new UnicodeRangeTable(decodeRanges("gkjCyBOyBIF", true)),
    Old_Italic: () => new UnicodeRangeTable(decodeRanges("g4gCjBKC", true)),
    Old_North_Arabian: () => new UnicodeRangeTable(decodeRanges("g0iCf", true)),
    Old_Permic: () => new UnicodeRangeTable(decodeRanges("w6gCqB", true)),
    Old_Persian: () => new UnicodeRangeTable(decodeRanges("g9gCjBFN", true)),
    Old_Sogdian: () => new UnicodeRangeTable(decodeRanges("g4jCnB", true)),
    Old_South_Arabian: () => new UnicodeRangeTable(decodeRanges("gziCf", true)),
    Old_Turkic: () => new UnicodeRangeTable(decodeRanges("ggjCoC", true)),
    Old_Uyghur: () => new UnicodeRangeTable(decodeRanges("w7jCZ", true)),
    Oriya: () => new UnicodeRangeTable(decodeRanges("h4CCCHDBDVCGCBCEDIDBDCICFBCEDR", true)),
    Osage: () => new UnicodeRangeTable(decodeRanges("wlhCjBFjB", true)),
    Osmanya: () => new UnicodeRangeTable(decodeRanges("gkhCdDJ", true)),
    Pahawh_Hmong: () => new UnicodeRangeTable(decodeRanges("g46ClCLJCGCUGS", true)),
    Palmyrene: () => new UnicodeRangeTable(decodeRanges("gjiCf", true)),
    Pau_Cin_Hau: () => new UnicodeRangeTable(decodeRanges("g2mC4B", true)),
    Phags_Pa: () => new UnicodeRangeTable(decodeRanges("giqB3B", true)),
    Phoenician: () => new UnicodeRangeTable(decodeRanges("goiCbEA", true)),
    Psalter_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g8iCRIDNG", true)),
    Rejang: () => new UnicodeRangeTable(decodeRanges("wpqBjBMA", true)),
    Runic: () => new UnicodeRangeTable(decodeRanges("g1FqCEK", true)),
    Samaritan: () => new UnicodeRangeTable(decodeRanges("ggCtBDO", true)),
    Saurashtra: () => new UnicodeRangeTable(decodeRanges("gkqBlCJL", true)),
    Sharada: () => new UnicodeRangeTable(decodeRanges("gskC-ChsCH", true)),
    Shavian: () => new UnicodeRangeTable(decodeRanges("wihCvB", true)),
    Siddham: () => new UnicodeRangeTable(decodeRanges("gslC1BDlB", true)),
    Sidetic: () => new UnicodeRangeTable(decodeRanges("gqiCZ", true)),
    SignWriting: () => new UnicodeRangeTable(decodeRanges("gg2DrUQECO", true)),
    Sinhala: () => new UnicodeRangeTable(decodeRanges("hsDCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBt-gCTB", false)),
    Sogdian: () => new UnicodeRangeTable(decodeRanges("w5jCpB", true)),
    Sora_Sompeng: () => new UnicodeRangeTable(decodeRanges("wmkCYIJ", true)),
    Soyombo: () => new UnicodeRangeTable(decodeRanges("wymCyC", true)),
    Sundanese: () => new UnicodeRangeTable(decodeRanges("g8G-BhIH", true)),
    Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
    Syloti_Nagri: () => new UnicodeRangeTable(decodeRanges("ggqBsB", true)),
    Syriac: () => new UnicodeRangeTable(decodeRanges("g4BNC7BDCxIK", true)),
    Tagalog: () => new UnicodeRangeTable(decodeRanges("g4FVKA", true)),
    Tagbanwa: () => new UnicodeRangeTable(decodeRanges("g7FMCCCB", true)),
    Tai_Le: () => new UnicodeRangeTable(decodeRanges("wqGdDE", true)),
    Tai_Tham: () => new UnicodeRangeTable(decodeRanges("gxG+BCcDKHJHN", true)),
    Tai_Viet: () => new UnicodeRangeTable(decodeRanges("g0qBiCZE", true)),
    Tai_Yo: () => new UnicodeRangeTable(decodeRanges("g25DeCVJB", true)),
    Takri: () => new UnicodeRangeTable(decodeRanges("g0lC5BHJ", true)),
    Tamil: () => new UnicodeRangeTable(decodeRanges("i8CBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBm+kCxBBOAB", false)),
    Tangsa: () => new UnicodeRangeTable(decodeRanges("wz6CuCCJ", true)),
    Tangut: () => new UnicodeRangeTable(decodeRanges("g-7CgBgBB+3GBhQeBiDyDB", false)),
    Telugu: () => new UnicodeRangeTable(decodeRanges("ggDMCCCWCPDICCCDIBCCCBDDDJII", true)),
    Thaana: () => new UnicodeRangeTable(decodeRanges("g8BxB", true)),
    Thai: () => new UnicodeRangeTable(decodeRanges("hwD5BGb", true)),
    Tibetan: () => new UnicodeRangeTable(decodeRanges("g4DnCCjBFmBCjBCOCGFB", true)),
    Tifinagh: () => new UnicodeRangeTable(decodeRanges("wpL3BIBPA", true)),
    Tirhuta: () => new UnicodeRangeTable(decodeRanges("gklCnCJJ", true)),
    Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
    Tolong_Siki: () => new UnicodeRangeTable(decodeRanges("wtnCrBFJ", true)),
    Toto: () => new UnicodeRangeTable(decodeRanges("w04De", true)),
    Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false)),
    Ugaritic: () => new UnicodeRangeTable(decodeRanges("g8gCdCA", true)),
    Unknown: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-FB", false)),
    Vai: () => new UnicodeRangeTable(decodeRanges("gopBrJ", true)),
    Vithkuqi: () => new UnicodeRangeTable(decodeRanges("wrhCKCOCGCBCKCOCGCB", true)),
    Wancho: () => new UnicodeRangeTable(decodeRanges("g24D5BGA", true)),
    Warang_Citi: () => new UnicodeRangeTable(decodeRanges("glmCyCNA", true)),
    Yezidi: () => new UnicodeRangeTable(decodeRanges("g0jCpBCCDB", true)),
    Yi: () => new UnicodeRangeTable(decodeRanges("ggoBskBE2B", true)),
    Zanabazar_Square: () => new UnicodeRangeTable(decodeRanges("gwmCnC", true))
  });
  static FOLD_CATEGORIES = new LazyMap({
    L: () => new UnicodeRangeTable(decodeRanges("laA", true)),
    LC: () => new UnicodeRangeTable(decodeRanges("laA", true)),
    Ll: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGC3HrBrBCEEJHHCCBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHxC9zC9zCBuBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
    Lt: () => new UnicodeRangeTable(decodeRanges("kOCCBCCBCClBCCtsHHBJHBJHBMQQwBAB", false)),
    Lu: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpL2B2Bs1CvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false)),
    M: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
    Mn: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
    Emoji: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
    Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
    Lowercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHuBPBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
    Math: () => new UnicodeRangeTable(decodeRanges("ycGDCHHFMMDDDCHHFAB", false)),
    Uppercase: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpLiBiBBOBFsasaBYBn6BvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false))
  });
  static FOLD_SCRIPT = new LazyMap({
    Common: () => new UnicodeRangeTable(decodeRanges("8cgBgB", false)),
    Greek: () => new UnicodeRangeTable(decodeRanges("1FwUwU", false)),
    Inherited: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false))
  });
};
var Unicode = class Unicode2 {
  static MAX_RUNE = 1114111;
  static RUNE_ERROR = 65533;
  static isUnsearchable(r) {
    return r === Unicode2.RUNE_ERROR || r >= Unicode2.MIN_HIGH_SURROGATE && r <= Unicode2.MAX_LOW_SURROGATE;
  }
  static MAX_ASCII = 127;
  static MAX_LATIN1 = 255;
  static MAX_BMP = 65535;
  static MIN_FOLD = 65;
  static MAX_FOLD = 125251;
  static MIN_HIGH_SURROGATE = 55296;
  static MAX_HIGH_SURROGATE = 56319;
  static MIN_LOW_SURROGATE = 56320;
  static MAX_LOW_SURROGATE = 57343;
  static MIN_SUPPLEMENTARY_CODE_POINT = 65536;
  static is32(ranges, r) {
    let lo = 0;
    let hi = ranges.length;
    while (lo < hi) {
      const m = lo + Math.floor((hi - lo) / 2);
      const rlo = ranges.getLo(m);
      const rhi = ranges.getHi(m);
      if (rlo <= r && r <= rhi) {
        const stride = ranges.getStride(m);
        return (r - rlo) % stride === 0;
      }
      if (r < rlo) hi = m;
      else lo = m + 1;
    }
    return false;
  }
  static is(ranges, r) {
    if (r <= Unicode2.MAX_LATIN1) {
      for (let i2 = 0; i2 < ranges.length; i2++) {
        if (r > ranges.getHi(i2)) continue;
        const rlo = ranges.getLo(i2);
        if (r < rlo) return false;
        const stride = ranges.getStride(i2);
        return (r - rlo) % stride === 0;
      }
      return false;
    }
    return ranges.length > 0 && r >= ranges.getLo(0) && Unicode2.is32(ranges, r);
  }
  static isPrint(r) {
    if (r <= Unicode2.MAX_LATIN1) return r >= 32 && r < Unicode2.MAX_ASCII || r >= 161 && r !== 173;
    return Unicode2.is(UnicodeTables.Print, r);
  }
  static simpleFold(r) {
    if (UnicodeTables.CASE_ORBIT.has(r)) return UnicodeTables.CASE_ORBIT.get(r);
    if (r <= Unicode2.MAX_ASCII) {
      const l = Codepoint.toLowerCase(r);
      return l !== r ? l : Codepoint.toUpperCase(r);
    }
    return r;
  }
  static equalsIgnoreCase(r1, r2) {
    if (r1 === r2) return true;
    if (r1 < 0 || r2 < 0) return false;
    if (r1 <= Unicode2.MAX_ASCII && r2 <= Unicode2.MAX_ASCII) {
      if (65 <= r1 && r1 <= 90) r1 |= 32;
      if (65 <= r2 && r2 <= 90) r2 |= 32;
      return r1 === r2;
    }
    for (let r = Unicode2.simpleFold(r1); r !== r1; r = Unicode2.simpleFold(r)) if (r === r2) return true;
    return false;
  }
};
var RE2JSException = class extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSException";
  }
};
var RE2JSSyntaxException = class extends RE2JSException {
  /**
  * @param {string} error
  * @param {string|null} [input=null]
  */
  constructor(error, input = null) {
    let message = `error parsing regexp: ${error}`;
    if (input) message += `: \`${input}\``;
    super(message);
    this.name = "RE2JSSyntaxException";
    this.message = message;
    this.error = error;
    this.input = input;
  }
  /**
  * Retrieves the description of the error.
  * @returns {string}
  */
  getDescription() {
    return this.error;
  }
  /**
  * Retrieves the erroneous regular-expression pattern.
  * @returns {string|null}
  */
  getPattern() {
    return this.input;
  }
};
var RE2JSCompileException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSCompileException";
  }
};
var RE2JSGroupException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSGroupException";
  }
};
var RE2JSFlagsException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSFlagsException";
  }
};
var RE2JSInternalException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSInternalException";
  }
};
var FAST_PATH_TABLE_SIZE = 256;
var WORD_RUNE_TABLE = new Uint8Array(FAST_PATH_TABLE_SIZE);
for (let i2 = 0; i2 < FAST_PATH_TABLE_SIZE; i2++) WORD_RUNE_TABLE[i2] = 97 <= i2 && i2 <= 122 || 65 <= i2 && i2 <= 90 || 48 <= i2 && i2 <= 57 || i2 === 95 ? 1 : 0;
var cachedNativeEncoder = null;
var cachedNativeDecoder = null;
var Utils = class Utils2 {
  static METACHARACTERS = "\\.+*?()|[]{}^$";
  static EMPTY_BEGIN_LINE = 1;
  static EMPTY_END_LINE = 2;
  static EMPTY_BEGIN_TEXT = 4;
  static EMPTY_END_TEXT = 8;
  static EMPTY_WORD_BOUNDARY = 16;
  static EMPTY_NO_WORD_BOUNDARY = 32;
  static EMPTY_ALL = -1;
  static emptyInts() {
    return [];
  }
  static isString(value) {
    return typeof value === "string" || Object.prototype.toString.call(value) === "[object String]";
  }
  static typeName(value) {
    if (value === null || typeof value !== "object" && typeof value !== "function") return value === null ? "null" : typeof value;
    return Object.prototype.toString.call(value).slice(8, -1);
  }
  static checkPattern(pattern) {
    if (!Utils2.isString(pattern)) throw new TypeError(`The pattern must be a string, not ${Utils2.typeName(pattern)} (RE2JS.translateRegExp() converts a RegExp)`);
  }
  static checkInput(input) {
    if (!Utils2.isString(input) && !Utils2.isByteArray(input)) throw new TypeError(`The input must be a string or a byte array (Uint8Array or number[]), not ${Utils2.typeName(input)}`);
  }
  static checkFlags(flags2) {
    const known = PublicFlags.MULTILINE | PublicFlags.DOTALL | PublicFlags.CASE_INSENSITIVE | PublicFlags.DISABLE_UNICODE_GROUPS | PublicFlags.LONGEST_MATCH | PublicFlags.LOOKBEHINDS;
    if (!Number.isInteger(flags2) || (flags2 & ~known) !== 0) throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS, LONGEST_MATCH, LOOKBEHINDS");
  }
  static isByteArray(input) {
    return Array.isArray(input) || Object.prototype.toString.call(input) === "[object Uint8Array]";
  }
  static isalnum(c) {
    return Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"] || Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["z"] || Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["Z"];
  }
  static unhex(c) {
    if (Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"]) return c - Codepoint.CODES["0"];
    if (Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["f"]) return c - Codepoint.CODES["a"] + 10;
    if (Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["F"]) return c - Codepoint.CODES["A"] + 10;
    return -1;
  }
  static escapeRune(rune) {
    let out2 = "";
    if (Unicode.isPrint(rune)) {
      if (Utils2.METACHARACTERS.indexOf(String.fromCodePoint(rune)) >= 0) out2 += "\\";
      out2 += String.fromCodePoint(rune);
    } else switch (rune) {
      case Codepoint.CODES['"']:
        out2 += '\\"';
        break;
      case Codepoint.CODES["\\"]:
        out2 += "\\\\";
        break;
      case Codepoint.CODES["	"]:
        out2 += "\\t";
        break;
      case Codepoint.CODES["\n"]:
        out2 += "\\n";
        break;
      case Codepoint.CODES["\r"]:
        out2 += "\\r";
        break;
      case Codepoint.CODES["\b"]:
        out2 += "\\b";
        break;
      case Codepoint.CODES["\f"]:
        out2 += "\\f";
        break;
      default: {
        let s = rune.toString(16);
        if (rune < 256) {
          out2 += "\\x";
          if (s.length === 1) out2 += "0";
          out2 += s;
        } else out2 += `\\x{${s}}`;
        break;
      }
    }
    return out2;
  }
  static stringToRunes(str) {
    const string = String(str);
    const runes = [];
    let i2 = 0;
    while (i2 < string.length) {
      const cp = string.codePointAt(i2);
      runes.push(cp);
      i2 += cp > Unicode.MAX_BMP ? 2 : 1;
    }
    return new Int32Array(runes);
  }
  static runeToString(r) {
    return String.fromCodePoint(r);
  }
  static isWordRune(r) {
    return r < FAST_PATH_TABLE_SIZE ? WORD_RUNE_TABLE[r] === 1 : false;
  }
  static emptyOpContext(r1, r2) {
    let op = 0;
    if (r1 < 0) op |= Utils2.EMPTY_BEGIN_TEXT | Utils2.EMPTY_BEGIN_LINE;
    if (r1 === 10) op |= Utils2.EMPTY_BEGIN_LINE;
    if (r2 < 0) op |= Utils2.EMPTY_END_TEXT | Utils2.EMPTY_END_LINE;
    if (r2 === 10) op |= Utils2.EMPTY_END_LINE;
    if (Utils2.isWordRune(r1) !== Utils2.isWordRune(r2)) op |= Utils2.EMPTY_WORD_BOUNDARY;
    else op |= Utils2.EMPTY_NO_WORD_BOUNDARY;
    return op;
  }
  /**
  * Returns a string that quotes all regular expression metacharacters inside the argument text;
  * the returned string is a regular expression matching the literal text. For example,
  * {@code quoteMeta("[foo]").equals("\\[foo\\]")}.
  * @param {string} str
  * @returns {string}
  */
  static quoteMeta(str) {
    return str.split("").map((s) => {
      if (Utils2.METACHARACTERS.indexOf(s) >= 0) return `\\${s}`;
      return s;
    }).join("");
  }
  static charCount(codePoint) {
    return codePoint > Unicode.MAX_BMP ? 2 : 1;
  }
  /**
  * High-speed conversion from TypedArrays to standard JS Arrays.
  * Bypasses the expensive Symbol.iterator overhead of Array.from()
  */
  static toArray(typedArray) {
    const len = typedArray.length;
    const res = new Array(len);
    for (let i2 = 0; i2 < len; i2++) res[i2] = typedArray[i2];
    return res;
  }
  static stringToUtf8ByteArray(str) {
    if (globalThis.TextEncoder) {
      if (!cachedNativeEncoder) cachedNativeEncoder = new TextEncoder();
      return cachedNativeEncoder.encode(str);
    } else {
      let out2 = [], p = 0;
      for (let i2 = 0; i2 < str.length; i2++) {
        let c = str.charCodeAt(i2);
        if (c < 128) out2[p++] = c;
        else if (c < 2048) {
          out2[p++] = c >> 6 | 192;
          out2[p++] = c & 63 | 128;
        } else if ((c & 64512) === Unicode.MIN_HIGH_SURROGATE && i2 + 1 < str.length && (str.charCodeAt(i2 + 1) & 64512) === Unicode.MIN_LOW_SURROGATE) {
          c = Unicode.MIN_SUPPLEMENTARY_CODE_POINT + ((c & 1023) << 10) + (str.charCodeAt(++i2) & 1023);
          out2[p++] = c >> 18 | 240;
          out2[p++] = c >> 12 & 63 | 128;
          out2[p++] = c >> 6 & 63 | 128;
          out2[p++] = c & 63 | 128;
        } else {
          out2[p++] = c >> 12 | 224;
          out2[p++] = c >> 6 & 63 | 128;
          out2[p++] = c & 63 | 128;
        }
      }
      return out2;
    }
  }
  static utf8ByteArrayToString(bytes) {
    if (globalThis.TextDecoder) {
      if (!cachedNativeDecoder) cachedNativeDecoder = new TextDecoder("utf-8");
      const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
      return cachedNativeDecoder.decode(view);
    } else {
      let out2 = [], pos = 0, c = 0;
      while (pos < bytes.length) {
        let c1 = bytes[pos++];
        if (c1 < 128) out2[c++] = String.fromCharCode(c1);
        else if (c1 > 191 && c1 < 224) {
          let c2 = bytes[pos++];
          out2[c++] = String.fromCharCode((c1 & 31) << 6 | c2 & 63);
        } else if (c1 > 239 && c1 < 365) {
          let c2 = bytes[pos++];
          let c3 = bytes[pos++];
          let c4 = bytes[pos++];
          let u = ((c1 & 7) << 18 | (c2 & 63) << 12 | (c3 & 63) << 6 | c4 & 63) - Unicode.MIN_SUPPLEMENTARY_CODE_POINT;
          out2[c++] = String.fromCharCode(Unicode.MIN_HIGH_SURROGATE + (u >> 10));
          out2[c++] = String.fromCharCode(Unicode.MIN_LOW_SURROGATE + (u & 1023));
        } else {
          let c2 = bytes[pos++];
          let c3 = bytes[pos++];
          out2[c++] = String.fromCharCode((c1 & 15) << 12 | (c2 & 63) << 6 | c3 & 63);
        }
      }
      return out2.join("");
    }
  }
};
var createEnum = (values = [], initNum = 0) => {
  const enumObject = /* @__PURE__ */ Object.create(null);
  for (let i2 = 0; i2 < values.length; i2++) {
    const val = values[i2];
    const keyVal = initNum + i2;
    enumObject[val] = keyVal;
    enumObject[keyVal] = val;
  }
  return Object.freeze(enumObject);
};
var MatcherInputBase = class MatcherInputBase2 {
  static Encoding = createEnum(["UTF_16", "UTF_8"]);
  getEncoding() {
    throw Error("not implemented");
  }
  /** @returns {string} */
  asCharSequence() {
    throw Error("not implemented");
  }
  /** @returns {Uint8Array|number[]|null} */
  asBytes() {
    throw Error("not implemented");
  }
  /** @returns {number} */
  length() {
    throw Error("not implemented");
  }
  /**
  *
  * @returns {boolean}
  */
  isUTF8Encoding() {
    return this.getEncoding() === MatcherInputBase2.Encoding.UTF_8;
  }
  /**
  *
  * @returns {boolean}
  */
  isUTF16Encoding() {
    return this.getEncoding() === MatcherInputBase2.Encoding.UTF_16;
  }
};
var Utf8MatcherInput = class extends MatcherInputBase {
  /** @param {Uint8Array|number[]|null} bytes */
  constructor(bytes = null) {
    super();
    this.bytes = bytes;
  }
  getEncoding() {
    return MatcherInputBase.Encoding.UTF_8;
  }
  /**
  *
  * @returns {string}
  */
  asCharSequence() {
    return Utils.utf8ByteArrayToString(this.bytes);
  }
  /**
  *
  * @returns {Uint8Array|number[]|null}
  */
  asBytes() {
    return this.bytes;
  }
  /**
  *
  * @returns {number}
  */
  length() {
    return this.bytes.length;
  }
};
var Utf16MatcherInput = class extends MatcherInputBase {
  /** @param {string|null} charSequence */
  constructor(charSequence = null) {
    super();
    this.charSequence = charSequence;
  }
  getEncoding() {
    return MatcherInputBase.Encoding.UTF_16;
  }
  /**
  *
  * @returns {string}
  */
  asCharSequence() {
    return this.charSequence;
  }
  /**
  *
  * @returns {number[]}
  */
  asBytes() {
    return Utils.stringToUtf8ByteArray(this.charSequence.toString());
  }
  /**
  *
  * @returns {number}
  */
  length() {
    return this.charSequence.length;
  }
};
var MatcherInput = class {
  /**
  * Return the MatcherInput for UTF_16 encoding.
  * @returns {Utf16MatcherInput}
  */
  static utf16(charSequence) {
    Utils.checkInput(charSequence);
    return new Utf16MatcherInput(charSequence);
  }
  /**
  * Return the MatcherInput for UTF_8 encoding.
  * @returns {Utf8MatcherInput}
  */
  static utf8(input) {
    if (Utils.isByteArray(input)) return new Utf8MatcherInput(input);
    return new Utf8MatcherInput(Utils.stringToUtf8ByteArray(input));
  }
};
var MachineInputBase = class {
  static EOF() {
    return -8;
  }
  constructor() {
    this.start = 0;
    this.end = 0;
  }
  canCheckPrefix() {
    return true;
  }
  endPos() {
    return this.end - this.start;
  }
  hasString() {
    return false;
  }
  hasAnyString() {
    return false;
  }
  prefixLength() {
    return 0;
  }
};
var MachineUTF8Input = class MachineUTF8Input2 extends MachineInputBase {
  static RUNE_ERROR_STEP = Unicode.RUNE_ERROR << 3 | 1;
  constructor(bytes, start2 = 0, end = bytes.length) {
    super();
    this.bytes = bytes;
    this.start = start2;
    this.end = end;
  }
  hasString(prefilter, pos) {
    const target = prefilter.bytes;
    if (target.length === 0) return true;
    const idx = this.indexOf(this.bytes, target, this.start + pos);
    return idx !== -1 && idx <= this.end - target.length;
  }
  hasAnyString(prefilter, pos) {
    return prefilter.automaton8().searchUTF8(this.bytes, this.start + pos, this.end);
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) return MachineInputBase.EOF();
    const c = this.bytes[pos] & 255;
    if (c < 128) return c << 3 | 1;
    let size;
    let rune;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) {
      size = 2;
      rune = c & 31;
    } else if (c >= 224 && c <= 239) {
      size = 3;
      rune = c & 15;
      if (c === 224) lo = 160;
      else if (c === 237) hi = 159;
    } else if (c >= 240 && c <= 244) {
      size = 4;
      rune = c & 7;
      if (c === 240) lo = 144;
      else if (c === 244) hi = 143;
    } else return MachineUTF8Input2.RUNE_ERROR_STEP;
    if (pos + size > this.end) return MachineUTF8Input2.RUNE_ERROR_STEP;
    const c1 = this.bytes[pos + 1] & 255;
    if (c1 < lo || c1 > hi) return MachineUTF8Input2.RUNE_ERROR_STEP;
    rune = rune << 6 | c1 & 63;
    if (size > 2) {
      const c2 = this.bytes[pos + 2] & 255;
      if ((c2 & 192) !== 128) return MachineUTF8Input2.RUNE_ERROR_STEP;
      rune = rune << 6 | c2 & 63;
      if (size > 3) {
        const c3 = this.bytes[pos + 3] & 255;
        if ((c3 & 192) !== 128) return MachineUTF8Input2.RUNE_ERROR_STEP;
        rune = rune << 6 | c3 & 63;
      }
    }
    return rune << 3 | size;
  }
  index(re2, pos) {
    pos += this.start;
    const i2 = this.indexOf(this.bytes, re2.prefixUTF8, pos);
    return i2 < 0 ? i2 : i2 - pos;
  }
  context(pos) {
    pos += this.start;
    let r1 = -1;
    if (pos > this.start && pos <= this.end) {
      let start2 = pos - 1;
      r1 = this.bytes[start2--];
      if (r1 >= 128) {
        let lim = pos - 4;
        if (lim < this.start) lim = this.start;
        while (start2 >= lim && (this.bytes[start2] & 192) === 128) start2--;
        if (start2 < this.start) start2 = this.start;
        const r = this.step(start2 - this.start);
        r1 = start2 + (r & 7) === pos ? r >> 3 : Unicode.RUNE_ERROR;
      }
    }
    const r2 = pos < this.end ? this.step(pos - this.start) >> 3 : -1;
    return Utils.emptyOpContext(r1, r2);
  }
  indexOf(source, target, fromIndex = 0) {
    let targetLength = target.length;
    if (targetLength === 0) return fromIndex <= this.end ? fromIndex : -1;
    const firstByte = target[0];
    let limit = this.end - targetLength;
    const hasNativeIndexOf = typeof source.indexOf === "function";
    let i2 = fromIndex;
    while (i2 <= limit) {
      if (hasNativeIndexOf) {
        i2 = source.indexOf(firstByte, i2);
        if (i2 === -1 || i2 > limit) return -1;
      } else {
        while (i2 <= limit && source[i2] !== firstByte) i2++;
        if (i2 > limit) return -1;
      }
      let match = true;
      for (let j = 1; j < targetLength; j++) if (source[i2 + j] !== target[j]) {
        match = false;
        break;
      }
      if (match) return i2;
      i2++;
    }
    return -1;
  }
  prefixLength(re2) {
    return re2.prefixUTF8.length;
  }
};
var MachineUTF16Input = class extends MachineInputBase {
  constructor(charSequence, start2 = 0, end = charSequence.length) {
    super();
    this.charSequence = charSequence;
    this.start = start2;
    this.end = end;
  }
  hasString(prefilter, pos) {
    const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
    return idx !== -1 && idx <= this.end - prefilter.str.length;
  }
  hasAnyString(prefilter, pos) {
    return prefilter.automaton16().searchUTF16(this.charSequence, this.start + pos, this.end);
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) return MachineInputBase.EOF();
    const c1 = this.charSequence.charCodeAt(pos);
    if (c1 < Unicode.MIN_HIGH_SURROGATE || c1 > Unicode.MAX_HIGH_SURROGATE || pos + 1 >= this.end) return c1 << 3 | 1;
    const c2 = this.charSequence.charCodeAt(pos + 1);
    if (c2 >= Unicode.MIN_LOW_SURROGATE && c2 <= Unicode.MAX_LOW_SURROGATE) return (c1 - Unicode.MIN_HIGH_SURROGATE) * 1024 + (c2 - Unicode.MIN_LOW_SURROGATE) + Unicode.MIN_SUPPLEMENTARY_CODE_POINT << 3 | 2;
    return c1 << 3 | 1;
  }
  index(re2, pos) {
    pos += this.start;
    const i2 = this.charSequence.indexOf(re2.prefix, pos);
    if (i2 < 0 || i2 > this.end - re2.prefix.length) return -1;
    return i2 - pos;
  }
  context(pos) {
    pos += this.start;
    const r1 = pos > this.start && pos <= this.end ? this.charSequence.charCodeAt(pos - 1) : -1;
    const r2 = pos < this.end ? this.charSequence.charCodeAt(pos) : -1;
    return Utils.emptyOpContext(r1, r2);
  }
  prefixLength(re2) {
    return re2.prefix.length;
  }
};
var MachineInput = class {
  static fromUTF8(bytes, start2 = 0, end = bytes.length) {
    return new MachineUTF8Input(bytes, start2, end);
  }
  static fromUTF16(charSequence, start2 = 0, end = void 0) {
    Utils.checkInput(charSequence);
    return new MachineUTF16Input(charSequence, start2, end ?? charSequence.length);
  }
};
var Matcher = class Matcher2 {
  /**
  * V8 and WebKit have historical hard limits on the number of arguments
  * that can be passed to a function. We cap replacer arguments to prevent
  * Call Stack Overflow (DoS) vulnerabilities on massive ASTs.
  */
  static MAX_REPLACER_ARGS = 65535;
  /**
  * Quotes '\' and '$' in {@code s}, so that the returned string could be used in
  * {@link #appendReplacement} as a literal replacement of {@code s}.
  *
  * @param {string} str the string to be quoted
  * @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
  * @returns {string} the quoted string
  */
  static quoteReplacement(str, javaMode = false) {
    if (javaMode) {
      if (str.indexOf("\\") < 0 && str.indexOf("$") < 0) return str;
      return str.split("").map((s) => {
        const c = s.codePointAt(0);
        if (c === Codepoint.CODES["\\"] || c === Codepoint.CODES["$"]) return `\\${s}`;
        return s;
      }).join("");
    }
    if (str.indexOf("$") < 0) return str;
    return str.split("").map((s) => {
      if (s.codePointAt(0) === Codepoint.CODES["$"]) return "$$";
      return s;
    }).join("");
  }
  /**
  *
  * @param {import('./index.js').RE2JS} pattern
  * @param {string|number[]|Uint8Array|MatcherInputBase} input
  */
  constructor(pattern, input) {
    if (pattern === null) throw new Error("pattern is null");
    this.patternInput = pattern;
    const re2 = this.patternInput.re2();
    this.patternGroupCount = re2.numberOfCapturingGroups();
    this.groups = [];
    this.namedGroups = re2.namedGroups;
    this.hasNamedGroups = Object.keys(this.namedGroups).length > 0;
    this.numberOfInstructions = re2.numberOfInstructions();
    this.lookbehindState = null;
    if (input instanceof MatcherInputBase) this.resetMatcherInput(input);
    else if (Utils.isByteArray(input)) this.resetMatcherInput(MatcherInput.utf8(input));
    else this.resetMatcherInput(MatcherInput.utf16(input));
  }
  /**
  * Returns the {@code RE2JS} associated with this {@code Matcher}.
  * @returns {import('./index.js').RE2JS}
  */
  pattern() {
    return this.patternInput;
  }
  /**
  * Resets the {@code Matcher}, rewinding input and discarding any match information.
  *
  * @returns {Matcher} the {@code Matcher} itself, for chained method calls
  */
  reset() {
    this.matcherInputLength = this.matcherInput.length();
    this.appendPos = 0;
    this.hasMatch = false;
    this.hasGroups = false;
    this.anchorFlag = 0;
    return this;
  }
  /**
  * Resets the {@code Matcher} and changes the input.
  * @param {string|number[]|Uint8Array|MatcherInputBase} input
  * @returns {Matcher} the {@code Matcher} itself, for chained method calls
  */
  resetMatcherInput(input) {
    if (input === null) throw new Error("input is null");
    if (!(input instanceof MatcherInputBase)) {
      if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
      else input = MatcherInput.utf16(input);
    }
    this.matcherInput = input;
    if (this.lookbehindState !== null) this.lookbehindState.reset();
    else this.lookbehindState = this.patternInput.re2().createLookbehindState();
    this.reset();
    return this;
  }
  /**
  * Returns the start of the named group of the most recent match, or -1 if the group was not
  * matched.
  * @param {string|number} [group=0]
  * @returns {number}
  */
  start(group2 = 0) {
    if (typeof group2 === "string") {
      const groupInt = this.namedGroups[group2];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group2}' not found`);
      group2 = groupInt;
    }
    this.loadGroup(group2);
    return this.groups[2 * group2];
  }
  /**
  * Returns the end of the named group of the most recent match, or -1 if the group was not
  * matched.
  * @param {string|number} [group=0]
  * @returns {number}
  */
  end(group2 = 0) {
    if (typeof group2 === "string") {
      const groupInt = this.namedGroups[group2];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group2}' not found`);
      group2 = groupInt;
    }
    this.loadGroup(group2);
    return this.groups[2 * group2 + 1];
  }
  /**
  * Returns the program size of this pattern.
  *
  * <p>
  * Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
  * "cost". Larger numbers are more expensive than smaller numbers.
  * </p>
  *
  * @returns {number} the program size of this pattern
  */
  programSize() {
    return this.numberOfInstructions;
  }
  /**
  * Returns the named group of the most recent match, or {@code null} if the group was not matched.
  * @param {string|number} [group=0]
  * @returns {string|null}
  */
  group(group2 = 0) {
    if (typeof group2 === "string") {
      const groupInt = this.namedGroups[group2];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group2}' not found`);
      group2 = groupInt;
    }
    const start2 = this.start(group2);
    const end = this.end(group2);
    if (start2 < 0 && end < 0) return null;
    return this.substring(start2, end);
  }
  /**
  * Returns a dictionary map of all named capturing groups and their matched values.
  * If a group was not matched, its value will be `null`.
  * @returns {Record<string, string|null>}
  */
  getNamedGroups() {
    if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
    const result = /* @__PURE__ */ Object.create(null);
    for (const name2 of Object.keys(this.namedGroups)) result[name2] = this.group(name2);
    return result;
  }
  /**
  * Returns the number of subgroups in this pattern.
  *
  * @returns {number} the number of subgroups; the overall match (group 0) does not count
  */
  groupCount() {
    return this.patternGroupCount;
  }
  /**
  * Helper: finds subgroup information if needed for group.
  * @param {number} group
  * @private
  */
  loadGroup(group2) {
    if (!Number.isInteger(group2) || group2 < 0 || group2 > this.patternGroupCount) throw new RE2JSGroupException(`Group index out of bounds: ${group2}`);
    if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
    if (group2 === 0 || this.hasGroups) return;
    const end = this.matcherInputLength;
    const res = this.patternInput.re2().matchMachineInput(this.matcherInput, this.groups[0], end, this.anchorFlag, 1 + this.patternGroupCount, this.lookbehindState);
    if (!res[0]) throw new RE2JSGroupException("inconsistency in matching group data");
    this.groups = res[1];
    this.hasGroups = true;
  }
  /**
  * Matches the entire input against the pattern (anchored start and end). If there is a match,
  * {@code matches} sets the match state to describe it.
  *
  * @returns {boolean} true if the entire input matches the pattern
  */
  matches() {
    return this.genMatch(0, RE2Flags.ANCHOR_BOTH);
  }
  /**
  * Matches the beginning of input against the pattern (anchored start). If there is a match,
  * {@code lookingAt} sets the match state to describe it.
  *
  * @returns {boolean} true if the beginning of the input matches the pattern
  */
  lookingAt() {
    return this.genMatch(0, RE2Flags.ANCHOR_START);
  }
  /**
  * Matches the input against the pattern (unanchored), starting at a specified position. If there
  * is a match, {@code find} sets the match state to describe it.
  *
  * @param {number|null} [start=null] the input position where the search begins
  * @returns {boolean} if it finds a match
  * @throws IndexOutOfBoundsException if start is not a valid input position
  */
  find(start2 = null) {
    if (start2 !== null) {
      if (!Number.isInteger(start2) || start2 < 0 || start2 > this.matcherInputLength) throw new RE2JSGroupException(`start index out of bounds: ${start2}`);
      this.reset();
      return this.genMatch(start2, 0);
    }
    start2 = 0;
    if (this.hasMatch) {
      start2 = this.groups[1];
      if (this.groups[0] === this.groups[1]) {
        const r = (this.matcherInput.isUTF16Encoding() ? MachineInput.fromUTF16(this.matcherInput.asCharSequence(), 0, this.matcherInputLength) : MachineInput.fromUTF8(this.matcherInput.asBytes(), 0, this.matcherInputLength)).step(start2);
        if (r < 0) start2++;
        else start2 += r & 7;
      }
    }
    return this.genMatch(start2, RE2Flags.UNANCHORED);
  }
  /**
  * Helper: does match starting at start, with RE2 anchor flag.
  * @param {number} startByte
  * @param {number} anchor
  * @returns {boolean}
  * @private
  */
  genMatch(startByte, anchor) {
    const res = this.patternInput.re2().matchMachineInput(this.matcherInput, startByte, this.matcherInputLength, anchor, 1, this.lookbehindState);
    if (!res[0]) {
      this.hasMatch = false;
      return false;
    }
    this.groups = res[1];
    this.hasMatch = true;
    this.hasGroups = this.patternGroupCount === 0;
    this.anchorFlag = anchor;
    return true;
  }
  /**
  * Helper: return substring for [start, end).
  * @param {number} start
  * @param {number} end
  * @returns {string}
  */
  substring(start2, end) {
    if (this.matcherInput.isUTF8Encoding()) return Utils.utf8ByteArrayToString(this.matcherInput.asBytes().slice(start2, end));
    return this.matcherInput.asCharSequence().substring(start2, end).toString();
  }
  /**
  * Helper for Pattern: return input length.
  * @returns {number}
  */
  inputLength() {
    return this.matcherInputLength;
  }
  /**
  * Appends to result two strings: the text from the append position up to the beginning of the
  * most recent match, and then the replacement with submatch groups substituted for references to
  * them. It advances the append position to where the most recent match ended.
  *
  * By default the replacement is expanded as by String.prototype.replace (see
  * appendReplacementInternalJs). In Java mode it follows re2j / java.util.regex: $n takes as
  * many digits as still form a valid group number, ${name} is a named group, and a backslash
  * escapes the next character (so "\\$" in a JS string literal inserts a literal $).
  *
  * @param {string} replacement the replacement string
  * @param {boolean} [javaMode=false] activate java mode (different behaviour for capture groups and special characters)
  * @returns {string}
  * @throws IllegalStateException if there was no most recent match
  * @throws IndexOutOfBoundsException in Java mode, if replacement refers to an invalid group
  * @private
  */
  appendReplacement(replacement, javaMode = false) {
    let res = "";
    const s = this.start();
    const e = this.end();
    if (this.appendPos < s) res += this.substring(this.appendPos, s);
    this.appendPos = e;
    res += javaMode ? this.appendReplacementInternalJava(replacement) : this.appendReplacementInternalJs(replacement);
    return res;
  }
  /**
  * @param {string} replacement - the replacement string
  * @returns {string}
  * @private
  */
  appendReplacementInternalJava(replacement) {
    let res = "";
    let last = 0;
    const m = replacement.length;
    let i2 = 0;
    while (i2 < m) {
      const cCode = replacement.codePointAt(i2);
      if (cCode === Codepoint.CODES["\\"]) {
        if (last < i2) res += replacement.substring(last, i2);
        i2++;
        if (i2 >= m) throw new RE2JSGroupException("character to be escaped is missing");
        last = i2;
        i2++;
        continue;
      }
      if (cCode === Codepoint.CODES["$"]) {
        if (last < i2) res += replacement.substring(last, i2);
        if (i2 + 1 >= m) throw new RE2JSGroupException("Illegal group reference: group index is missing");
        const nextCode = replacement.codePointAt(i2 + 1);
        if (Codepoint.CODES["0"] <= nextCode && nextCode <= Codepoint.CODES["9"]) {
          let n = nextCode - Codepoint.CODES["0"];
          let j = i2 + 2;
          for (; j < m; j++) {
            const digit = replacement.codePointAt(j);
            if (digit < Codepoint.CODES["0"] || digit > Codepoint.CODES["9"] || n * 10 + digit - Codepoint.CODES["0"] > this.patternGroupCount) break;
            n = n * 10 + digit - Codepoint.CODES["0"];
          }
          if (n > this.patternGroupCount) throw new RE2JSGroupException(`n > number of groups: ${n}`);
          const group2 = this.group(n);
          if (group2 !== null) res += group2;
          i2 = j;
          last = i2;
        } else if (nextCode === Codepoint.CODES["{"]) {
          let j = i2 + 2;
          while (j < m && replacement.codePointAt(j) !== Codepoint.CODES["}"]) j++;
          if (j >= m) throw new RE2JSGroupException("named capture group is missing trailing '}'");
          const groupName = replacement.substring(i2 + 2, j);
          const groupVal = this.group(groupName);
          if (groupVal !== null) res += groupVal;
          i2 = j + 1;
          last = i2;
        } else throw new RE2JSGroupException("Illegal group reference");
        continue;
      }
      i2++;
    }
    if (last < m) res += replacement.substring(last, m);
    return res;
  }
  /**
  * Expands |replacement| for the current match by the rules of String.prototype.replace
  * (ECMAScript GetSubstitution): $$ is "$", $& the match, $` the text before it, $' the text
  * after it, $n and $nn a group (two digits only when they form a valid group number, so with
  * one group "$10" is group 1 then "0"; an unmatched group is empty), and $<name> a named group
  * (empty when no such group), only when the pattern has named groups. Anything else, such as
  * "$0" or "$<" without a closing ">", is kept as is.
  * @param {string} replacement - the replacement string
  * @returns {string}
  * @private
  */
  appendReplacementInternalJs(replacement) {
    const isDigit = (c) => c >= 48 && c <= 57;
    const groupCount = this.patternGroupCount;
    let res = "";
    let i2 = 0;
    while (i2 < replacement.length) {
      const dollar = replacement.indexOf("$", i2);
      if (dollar < 0) break;
      res += replacement.substring(i2, dollar);
      i2 = dollar;
      const c = replacement.charCodeAt(i2 + 1);
      if (c === Codepoint.CODES["$"]) {
        res += "$";
        i2 += 2;
      } else if (c === Codepoint.CODES["&"]) {
        res += this.group(0);
        i2 += 2;
      } else if (c === Codepoint.CODES["`"]) {
        res += this.substring(0, this.start(0));
        i2 += 2;
      } else if (c === Codepoint.CODES["'"]) {
        res += this.substring(this.end(0), this.matcherInputLength);
        i2 += 2;
      } else if (isDigit(c)) {
        let digits = 1;
        let index = c - 48;
        const c2 = replacement.charCodeAt(i2 + 2);
        if (isDigit(c2) && index * 10 + c2 - 48 <= groupCount) {
          digits = 2;
          index = index * 10 + c2 - 48;
        }
        if (index >= 1 && index <= groupCount) {
          const group2 = this.group(index);
          if (group2 !== null) res += group2;
        } else res += replacement.substring(i2, i2 + 1 + digits);
        i2 += 1 + digits;
      } else if (c === Codepoint.CODES["<"] && this.hasNamedGroups) {
        const gt = replacement.indexOf(">", i2 + 2);
        if (gt < 0) {
          res += "$<";
          i2 += 2;
        } else {
          const name2 = replacement.substring(i2 + 2, gt);
          if (Object.hasOwn(this.namedGroups, name2)) {
            const group2 = this.group(name2);
            if (group2 !== null) res += group2;
          }
          i2 = gt + 1;
        }
      } else {
        res += "$";
        i2 += 1;
      }
    }
    return res + replacement.substring(i2);
  }
  /**
  * Return the substring of the input from the append position to the end of the
  * input.
  * @returns {string}
  */
  appendTail() {
    return this.substring(this.appendPos, this.matcherInputLength);
  }
  /**
  * Returns the input with all matches replaced by {@code replacement}, interpreted as for
  * {@code appendReplacement}.
  *
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string} the input string with the matches replaced
  * @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
  */
  replaceAll(replacement, javaMode = false) {
    return this.replace(replacement, true, javaMode);
  }
  /**
  * Returns the input with the first match replaced by {@code replacement}, interpreted as for
  * {@code appendReplacement}.
  *
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string} the input string with the first match replaced
  * @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
  */
  replaceFirst(replacement, javaMode = false) {
    return this.replace(replacement, false, javaMode);
  }
  /**
  * Helper: replaceAll/replaceFirst hybrid.
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [all=true] - replace all matches
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string}
  * @private
  */
  replace(replacement, all = true, javaMode = false) {
    let res = "";
    this.reset();
    const isFunc = typeof replacement === "function";
    let originalInput = null;
    if (isFunc) {
      if (this.groupCount() >= Matcher2.MAX_REPLACER_ARGS) throw new RE2JSGroupException("Too many capture groups to safely invoke replacer function");
      originalInput = this.matcherInput.isUTF8Encoding() ? this.matcherInput.asBytes() : this.matcherInput.asCharSequence();
    }
    while (this.find()) {
      res += isFunc ? this.appendReplacementFunc(replacement, originalInput) : this.appendReplacement(replacement, javaMode);
      if (!all) break;
    }
    res += this.appendTail();
    return res;
  }
  /**
  * Evaluates a replacer function for the current match and appends the result,
  * along with any un-matched preceding text, advancing the append position.
  * @param {Function} replacer - the replacer function
  * @param {string|Uint8Array|number[]} originalInput - the cached original input reference
  * @returns {string} the evaluated string to append
  * @private
  */
  appendReplacementFunc(replacer, originalInput) {
    let res = "";
    const s = this.start();
    const e = this.end();
    if (this.appendPos < s) res += this.substring(this.appendPos, s);
    this.appendPos = e;
    const args2 = this.matchArray();
    args2.push(s, originalInput);
    if (this.hasNamedGroups) args2.push(this.namedGroupsObject());
    res += String(replacer(...args2));
    return res;
  }
  /**
  * The match and its groups, as the elements of a JS RegExpExecArray: undefined for a group that
  * did not take part in the match. Used by exec(), matchAll() and replacer functions.
  * @returns {Array<string|undefined>}
  * @private
  */
  matchArray() {
    const result = [this.group(0)];
    for (let i2 = 1; i2 <= this.patternGroupCount; i2++) {
      const group2 = this.group(i2);
      result.push(group2 === null ? void 0 : group2);
    }
    return result;
  }
  /**
  * The named groups, as the groups property of a JS RegExpExecArray: an object without a
  * prototype mapping each name to its group (undefined when it did not take part in the match),
  * or undefined when the pattern has no named groups.
  * @returns {Record<string, string|undefined>|undefined}
  * @private
  */
  namedGroupsObject() {
    if (!this.hasNamedGroups) return;
    const result = this.getNamedGroups();
    for (const name2 in result) if (result[name2] === null) result[name2] = void 0;
    return result;
  }
};
var Inst = class Inst2 {
  static ALT = 1;
  static ALT_MATCH = 2;
  static CAPTURE = 3;
  static EMPTY_WIDTH = 4;
  static FAIL = 5;
  static MATCH = 6;
  static NOP = 7;
  static RUNE = 8;
  static RUNE1 = 9;
  static RUNE_ANY = 10;
  static RUNE_ANY_NOT_NL = 11;
  static LB_WRITE = 12;
  static LB_CHECK = 13;
  static isRuneOp(op) {
    return Inst2.RUNE <= op && op <= Inst2.RUNE_ANY_NOT_NL;
  }
  static escapeRunes(runes) {
    let out2 = '"';
    for (let rune of runes) out2 += Utils.escapeRune(rune);
    out2 += '"';
    return out2;
  }
  constructor(op) {
    this.op = op;
    this.out = 0;
    this.arg = 0;
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.next = null;
  }
  matchRune(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r);
      return r === r0;
    }
    const len = this.runes.length;
    if (len === 0) return false;
    if (len === 2 || len === 4 || len === 6 || len === 8) {
      for (let j = 0; j < len; j += 2) {
        if (r < this.runes[j]) return false;
        if (r <= this.runes[j + 1]) return true;
      }
      return false;
    }
    let base = 0;
    let n = len >> 1;
    while (n > 1) {
      const half = n >> 1;
      base += this.runes[base + half << 1] <= r ? half : 0;
      n -= half;
    }
    base += this.runes[base << 1] <= r ? 1 : 0;
    const m = base - 1;
    return m >= 0 && r <= this.runes[m << 1 | 1];
  }
  matchRunePos(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r) ? 0 : -1;
      return r === r0 ? 0 : -1;
    }
    const len = this.runes.length;
    if (len === 0) return -1;
    if (len === 2 || len === 4 || len === 6 || len === 8) {
      for (let j = 0; j < len; j += 2) {
        if (r < this.runes[j]) return -1;
        if (r <= this.runes[j + 1]) return Math.floor(j / 2);
      }
      return -1;
    }
    let base = 0;
    let n = len >> 1;
    while (n > 1) {
      const half = n >> 1;
      base += this.runes[base + half << 1] <= r ? half : 0;
      n -= half;
    }
    base += this.runes[base << 1] <= r ? 1 : 0;
    const m = base - 1;
    return m >= 0 && r <= this.runes[m << 1 | 1] ? m : -1;
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    switch (this.op) {
      case Inst2.ALT:
        return `alt -> ${this.out}, ${this.arg}`;
      case Inst2.ALT_MATCH:
        return `altmatch -> ${this.out}, ${this.arg}`;
      case Inst2.CAPTURE:
        return `cap ${this.arg} -> ${this.out}`;
      case Inst2.EMPTY_WIDTH:
        return `empty ${this.arg} -> ${this.out}`;
      case Inst2.MATCH:
        return `match${this.arg !== 0 ? ` ${this.arg}` : ""}`;
      case Inst2.FAIL:
        return "fail";
      case Inst2.NOP:
        return `nop -> ${this.out}`;
      case Inst2.LB_WRITE:
        return `lbwrite ${this.arg} -> ${this.out}`;
      case Inst2.LB_CHECK:
        return `lbcheck ${this.arg} -> ${this.out}`;
      case Inst2.RUNE:
        if (this.runes === null) return "rune <null>";
        return [
          "rune ",
          Inst2.escapeRunes(this.runes),
          (this.arg & RE2Flags.FOLD_CASE) !== 0 ? "/i" : "",
          " -> ",
          this.out
        ].join("");
      case Inst2.RUNE1:
        return `rune1 ${Inst2.escapeRunes(this.runes)} -> ${this.out}`;
      case Inst2.RUNE_ANY:
        return `any -> ${this.out}`;
      case Inst2.RUNE_ANY_NOT_NL:
        return `anynotnl -> ${this.out}`;
      default:
        throw new Error("unhandled case in Inst.toString");
    }
  }
};
var Queue = class Queue2 {
  constructor(numInst) {
    this.sparse = new Int32Array(numInst);
    this.densePcs = new Int32Array(numInst);
    this.denseCaps = null;
    this.size = 0;
    this.ncap = 0;
    this.mainThreads = 0;
  }
  static INITIAL_THREADS = 32;
  init(ncap) {
    this.ncap = ncap;
    const needed = Math.min(this.densePcs.length, Queue2.INITIAL_THREADS) * ncap;
    if (!this.denseCaps || this.denseCaps.length < needed) this.denseCaps = new Int32Array(needed);
  }
  growCaps(needed) {
    const limit = this.densePcs.length * this.ncap;
    const grown = new Int32Array(Math.min(limit, Math.max(needed, 2 * this.denseCaps.length)));
    grown.set(this.denseCaps);
    this.denseCaps = grown;
  }
  contains(pc) {
    const j = this.sparse[pc];
    return j < this.size && this.densePcs[j] === pc;
  }
  isEmpty() {
    return this.size === 0;
  }
  add(pc) {
    const j = this.size++;
    this.sparse[pc] = j;
    this.densePcs[j] = pc;
    return j;
  }
  clear() {
    this.size = 0;
    this.mainThreads = 0;
  }
  toString() {
    let out2 = "{";
    for (let i2 = 0; i2 < this.size; i2++) {
      if (i2 !== 0) out2 += ", ";
      out2 += this.densePcs[i2];
    }
    out2 += "}";
    return out2;
  }
};
var LookbehindState = class {
  constructor(prog) {
    this.pos = -1;
    this.pcs = new Int32Array(prog.numInst());
    this.size = 0;
    this.lbTable = new Int32Array(prog.numLb + 1);
  }
  reset() {
    this.pos = -1;
    this.size = 0;
  }
};
var Machine = class Machine2 {
  static fromRE2(re2) {
    const m = new Machine2();
    m.prog = re2.prog;
    m.re2 = re2;
    m.q0 = new Queue(m.prog.numInst());
    m.q1 = new Queue(m.prog.numInst());
    m.addStack = new Int32Array(2 * (m.prog.numInst() + 1));
    m.matched = false;
    m.matchcap = new Int32Array(m.prog.numCap < 2 ? 2 : m.prog.numCap);
    m.ncap = 0;
    return m;
  }
  constructor() {
    this.prog = null;
    this.re2 = null;
    this.q0 = null;
    this.q1 = null;
    this.addStack = null;
    this.matched = false;
    this.matchcap = null;
    this.ncap = 0;
    this.lbTable = null;
  }
  init(ncap) {
    this.ncap = ncap;
    if (ncap > this.matchcap.length) this.matchcap = new Int32Array(ncap).fill(-1);
    else this.matchcap.fill(-1);
    this.q0.init(ncap);
    this.q1.init(ncap);
    if (this.prog.numLb > 0) {
      if (!this.lbTable || this.lbTable.length < this.prog.numLb + 1) this.lbTable = new Int32Array(this.prog.numLb + 1);
      this.lbTable.fill(-1);
    }
  }
  submatches() {
    if (this.ncap === 0) return Utils.emptyInts();
    return Utils.toArray(this.matchcap.subarray(0, this.ncap));
  }
  match(input, pos, anchor, lbState = null) {
    const startCond = this.re2.cond;
    if (startCond === Utils.EMPTY_ALL) return false;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
    this.matched = false;
    this.matchcap.fill(-1);
    const hasLookbehinds = this.prog.numLb > 0;
    const matchStartPos = pos;
    let currentPos = pos;
    let resumeLookbehinds = false;
    if (hasLookbehinds) {
      if (lbState !== null && lbState.pos >= 0 && lbState.pos <= pos) {
        currentPos = lbState.pos;
        resumeLookbehinds = true;
      } else currentPos = 0;
    }
    let saveLookbehinds = hasLookbehinds && lbState !== null;
    let runq = this.q0;
    let nextq = this.q1;
    let r = input.step(currentPos);
    let rune = r >> 3;
    let width = r & 7;
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r = input.step(currentPos + width);
      rune1 = r >> 3;
      width1 = r & 7;
    }
    let flag;
    if (currentPos === 0) flag = Utils.emptyOpContext(-1, rune);
    else flag = input.context(currentPos);
    if (hasLookbehinds) {
      if (resumeLookbehinds) this.restoreLookbehinds(lbState, runq, flag);
      else this.spawnLookbehinds(runq, currentPos, flag);
    }
    while (true) {
      if (runq.mainThreads === 0) {
        if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
        if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
        if (this.matched) break;
        if (this.prog.numLb === 0 && runq.isEmpty() && !(this.re2.prefix.length === 0) && rune1 !== this.re2.prefixRune && input.canCheckPrefix()) {
          const advance = input.index(this.re2, currentPos);
          if (advance < 0) break;
          currentPos += advance;
          r = input.step(currentPos);
          rune = r >> 3;
          width = r & 7;
          r = input.step(currentPos + width);
          rune1 = r >> 3;
          width1 = r & 7;
          flag = input.context(currentPos);
        }
      }
      if (currentPos >= matchStartPos) {
        if (saveLookbehinds) {
          this.saveLookbehinds(lbState, runq, currentPos);
          saveLookbehinds = false;
        }
        if (!this.matched && (currentPos === 0 || anchor === RE2Flags.UNANCHORED)) {
          if (this.ncap > 0) this.matchcap[0] = currentPos;
          this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
        }
      }
      const nextPos = currentPos + width;
      flag = input.context(nextPos);
      this.step(runq, nextq, currentPos, nextPos, rune, flag, anchor, currentPos === input.endPos());
      if (width === 0) break;
      if (this.ncap === 0 && this.matched) break;
      currentPos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r = input.step(currentPos + width);
        rune1 = r >> 3;
        width1 = r & 7;
      }
      const tmpq = runq;
      runq = nextq;
      nextq = tmpq;
    }
    runq.clear();
    nextq.clear();
    return this.matched;
  }
  matchSet(input, pos, anchor) {
    const startCond = this.re2.cond;
    if (startCond === Utils.EMPTY_ALL) return [];
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
    let currentPos = this.prog.numLb > 0 ? 0 : pos;
    let matchStartPos = pos;
    let runq = this.q0;
    let nextq = this.q1;
    let r = input.step(currentPos);
    let rune = r >> 3;
    let width = r & 7;
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r = input.step(currentPos + width);
      rune1 = r >> 3;
      width1 = r & 7;
    }
    let flag = currentPos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(currentPos);
    const matches = /* @__PURE__ */ new Set();
    if (this.prog.numLb > 0) this.spawnLookbehinds(runq, currentPos, flag);
    while (true) {
      if (runq.mainThreads === 0) {
        if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
        if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
      }
      if (currentPos === 0 || anchor === RE2Flags.UNANCHORED) {
        if (currentPos >= matchStartPos) this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
      }
      const nextPos = currentPos + width;
      flag = input.context(nextPos);
      for (let j = 0; j < runq.size; j++) {
        const pc = runq.densePcs[j];
        const i2 = this.prog.inst[pc];
        const capOffset = j * this.ncap;
        let add = false;
        switch (i2.op) {
          case Inst.MATCH:
            if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== input.endPos()) break;
            matches.add(i2.arg);
            break;
          case Inst.RUNE:
            add = i2.matchRune(rune);
            break;
          case Inst.RUNE1:
            add = rune === i2.runes[0];
            break;
          case Inst.RUNE_ANY:
            add = true;
            break;
          case Inst.RUNE_ANY_NOT_NL:
            add = rune !== 10;
            break;
          default:
            continue;
        }
        if (add) this.add(nextq, i2.out, nextPos, runq.denseCaps, capOffset, flag);
      }
      runq.clear();
      if (width === 0) break;
      currentPos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r = input.step(currentPos + width);
        rune1 = r >> 3;
        width1 = r & 7;
      }
      const tmpq = runq;
      runq = nextq;
      nextq = tmpq;
    }
    nextq.clear();
    return Array.from(matches).sort((a, b) => a - b);
  }
  step(runq, nextq, pos, nextPos, c, nextCond, anchor, atEnd) {
    const longest = this.re2.longest;
    for (let j = 0; j < runq.size; j++) {
      const pc = runq.densePcs[j];
      const capOffset = j * this.ncap;
      if (longest && this.matched && this.ncap > 0 && this.matchcap[0] < runq.denseCaps[capOffset]) continue;
      const i2 = this.prog.inst[pc];
      let add = false;
      switch (i2.op) {
        case Inst.MATCH:
          if (anchor === RE2Flags.ANCHOR_BOTH && !atEnd) break;
          if (this.ncap > 0 && (!longest || !this.matched || this.matchcap[1] < pos)) {
            runq.denseCaps[capOffset + 1] = pos;
            for (let k = 0; k < this.ncap; k++) this.matchcap[k] = runq.denseCaps[capOffset + k];
          }
          if (!longest) runq.size = 0;
          this.matched = true;
          break;
        case Inst.RUNE:
          add = i2.matchRune(c);
          break;
        case Inst.RUNE1:
          add = c === i2.runes[0];
          break;
        case Inst.RUNE_ANY:
          add = true;
          break;
        case Inst.RUNE_ANY_NOT_NL:
          add = c !== 10;
          break;
        default:
          continue;
      }
      if (add) this.add(nextq, i2.out, nextPos, runq.denseCaps, capOffset, nextCond);
    }
    runq.clear();
  }
  spawnLookbehinds(q, pos, flag) {
    for (let i2 = 0; i2 < this.prog.lbStarts.length; i2++) this.add(q, this.prog.lbStarts[i2], pos, this.matchcap, 0, flag);
  }
  restoreLookbehinds(lbState, q, flag) {
    this.lbTable.set(lbState.lbTable);
    for (let j = 0; j < lbState.size; j++) this.add(q, lbState.pcs[j], lbState.pos, this.matchcap, 0, flag);
  }
  saveLookbehinds(lbState, q, pos) {
    let size = 0;
    for (let j = 0; j < q.size; j++) {
      const pc = q.densePcs[j];
      if (this.prog.lbInst[pc] === 1 && Inst.isRuneOp(this.prog.inst[pc].op)) lbState.pcs[size++] = pc;
    }
    lbState.size = size;
    lbState.pos = pos;
    lbState.lbTable.set(this.lbTable);
  }
  add(q, pc, pos, capArray, capOffset, cond) {
    const stk = this.addStack;
    let nstk = 0;
    for (; ; ) {
      while (pc !== 0 && !q.contains(pc)) {
        const d = q.add(pc);
        const inst = this.prog.inst[pc];
        switch (inst.op) {
          case Inst.FAIL:
            pc = 0;
            break;
          case Inst.ALT:
          case Inst.ALT_MATCH:
            stk[nstk++] = inst.arg;
            stk[nstk++] = 0;
            pc = inst.out;
            break;
          case Inst.EMPTY_WIDTH:
            pc = (inst.arg & ~cond) === 0 ? inst.out : 0;
            break;
          case Inst.NOP:
            pc = inst.out;
            break;
          case Inst.CAPTURE:
            if (inst.arg < this.ncap) {
              stk[nstk++] = -inst.arg - 1;
              stk[nstk++] = capArray[capOffset + inst.arg];
              capArray[capOffset + inst.arg] = pos;
            }
            pc = inst.out;
            break;
          case Inst.LB_WRITE:
            this.lbTable[Math.abs(inst.arg)] = pos;
            pc = inst.out;
            break;
          case Inst.LB_CHECK:
            if (inst.arg > 0) pc = this.lbTable[inst.arg] === pos ? inst.out : 0;
            else pc = this.lbTable[-inst.arg] !== pos ? inst.out : 0;
            break;
          case Inst.MATCH:
          case Inst.RUNE:
          case Inst.RUNE1:
          case Inst.RUNE_ANY:
          case Inst.RUNE_ANY_NOT_NL:
            if (this.prog.lbInst[pc] === 0) q.mainThreads++;
            if (this.ncap > 0) {
              const destOffset = d * this.ncap;
              if (destOffset + this.ncap > q.denseCaps.length) q.growCaps(destOffset + this.ncap);
              for (let c = 0; c < this.ncap; c++) q.denseCaps[destOffset + c] = capArray[capOffset + c];
            }
            pc = 0;
            break;
          default:
            throw new RE2JSInternalException("unhandled");
        }
      }
      if (nstk === 0) return;
      nstk -= 2;
      const entry = stk[nstk];
      if (entry < 0) {
        capArray[capOffset - entry - 1] = stk[nstk + 1];
        pc = 0;
      } else pc = entry;
    }
  }
};
var hashState = (pcs, flag, ids) => {
  let h = -2128831035;
  for (let i2 = 0; i2 < pcs.length; i2++) {
    h ^= pcs[i2];
    h = Math.imul(h, 16777619);
  }
  h ^= flag;
  h = Math.imul(h, 16777619);
  for (let i2 = 0; i2 < ids.length; i2++) {
    h ^= ids[i2];
    h = Math.imul(h, 16777619);
  }
  return h;
};
var arraysEqual = (a, b) => {
  if (a.length !== b.length) return false;
  for (let i2 = 0; i2 < a.length; i2++) if (a[i2] !== b[i2]) return false;
  return true;
};
var isState = (state, pcs, flag, ids) => state.flag === flag && arraysEqual(state.nfaStates, pcs) && arraysEqual(state.matchIDs, ids);
var NO_IDS = [];
var END_TEXT = -1;
var DFAState = class {
  constructor(nfaStates, flag, matchIDs) {
    this.nfaStates = nfaStates;
    this.flag = flag;
    this.isMatch = (flag & DFA.FLAG_MATCH) !== 0;
    this.matchIDs = matchIDs;
    this.next = null;
    this.nextAnchored = null;
  }
};
var DFA = class DFA2 {
  static FLAG_EMPTY_MASK = 255;
  static FLAG_MATCH = 256;
  static FLAG_LAST_WORD = 512;
  static FLAG_NEED_SHIFT = 16;
  static STATE_OVERHEAD = 150;
  static ARRAY_OVERHEAD = 40;
  static ELEMENT_SIZE = 8;
  static TABLE_OVERHEAD = 48;
  static PROGRESS_PER_STATE = 10;
  constructor(prog, maxMem = 8388608) {
    this.prog = prog;
    this.maxMem = maxMem;
    this.stateCache = /* @__PURE__ */ new Map();
    this.stateCount = 0;
    this.startStates = /* @__PURE__ */ new Map();
    this.failed = false;
    for (let pc = 0; pc < prog.numInst(); pc++) {
      const op = prog.getInst(pc).op;
      if (op === Inst.LB_WRITE || op === Inst.LB_CHECK) {
        this.failed = true;
        break;
      }
    }
    this.computeRuneClasses();
    this.stateBudget = maxMem;
    this.memBudget = maxMem;
  }
  computeRuneClasses() {
    const bounds = /* @__PURE__ */ new Set();
    const addRange = (lo, hi) => {
      bounds.add(lo);
      bounds.add(hi + 1);
    };
    for (let pc = 0; pc < this.prog.numInst(); pc++) {
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.RUNE:
        case Inst.RUNE1:
          if (inst.runes.length === 1) {
            addRange(inst.runes[0], inst.runes[0]);
            if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) for (let f = Unicode.simpleFold(inst.runes[0]); f !== inst.runes[0]; f = Unicode.simpleFold(f)) addRange(f, f);
          } else for (let j = 0; j < inst.runes.length; j += 2) addRange(inst.runes[j], inst.runes[j + 1]);
          break;
        case Inst.RUNE_ANY_NOT_NL:
          addRange(10, 10);
          break;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & (Utils.EMPTY_BEGIN_LINE | Utils.EMPTY_END_LINE)) !== 0) addRange(10, 10);
          if ((inst.arg & (Utils.EMPTY_WORD_BOUNDARY | Utils.EMPTY_NO_WORD_BOUNDARY)) !== 0) {
            addRange(48, 57);
            addRange(65, 90);
            addRange(95, 95);
            addRange(97, 122);
          }
      }
    }
    bounds.delete(0);
    this.classBounds = Int32Array.from(bounds).sort();
    this.numClasses = this.classBounds.length + 1;
    const latin1Class = new Int32Array(Unicode.MAX_LATIN1 + 1);
    for (let r = 0; r <= Unicode.MAX_LATIN1; r++) latin1Class[r] = this.searchClass(r);
    this.latin1Class = latin1Class;
  }
  runeClass(r) {
    if (r <= Unicode.MAX_LATIN1) return this.latin1Class[r];
    return this.searchClass(r);
  }
  searchClass(r) {
    const bounds = this.classBounds;
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (bounds[mid] <= r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  closure(pcs, flag) {
    const closure = /* @__PURE__ */ new Set();
    const stack = Array.from(pcs);
    let needflags = 0;
    while (stack.length > 0) {
      const pc = stack.pop();
      if (pc === 0 || closure.has(pc)) continue;
      closure.add(pc);
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          stack.push(inst.out);
          stack.push(inst.arg);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          stack.push(inst.out);
          break;
        case Inst.EMPTY_WIDTH:
          needflags |= inst.arg;
          if ((inst.arg & ~flag) === 0) stack.push(inst.out);
      }
    }
    return {
      pcs: Array.from(closure).sort((a, b) => a - b),
      needflags
    };
  }
  getState(pcs, flag, ids) {
    const hash = hashState(pcs, flag, ids);
    const cached = this.stateCache.get(hash);
    if (cached instanceof DFAState) {
      if (isState(cached, pcs, flag, ids)) return cached;
    } else if (cached !== void 0) {
      for (let i2 = 0; i2 < cached.length; i2++) if (isState(cached[i2], pcs, flag, ids)) return cached[i2];
    }
    const cost = DFA2.stateCost(pcs, ids);
    if (this.memBudget < cost) return null;
    this.memBudget -= cost;
    const state = new DFAState(pcs, flag, ids);
    if (cached === void 0) this.stateCache.set(hash, state);
    else if (cached instanceof DFAState) this.stateCache.set(hash, [cached, state]);
    else cached.push(state);
    this.stateCount++;
    return state;
  }
  static stateCost(pcs, ids) {
    const idsCost = ids.length === 0 ? 0 : DFA2.ARRAY_OVERHEAD + DFA2.ELEMENT_SIZE * ids.length;
    return DFA2.STATE_OVERHEAD + DFA2.ELEMENT_SIZE * pcs.length + idsCost;
  }
  *cachedStates() {
    for (const cached of this.stateCache.values()) if (cached instanceof DFAState) yield cached;
    else yield* cached;
  }
  makeState(pcs, flag, ids) {
    const closure = this.closure(pcs, flag & DFA2.FLAG_EMPTY_MASK);
    let stateFlag = flag;
    if (closure.needflags === 0) stateFlag &= DFA2.FLAG_MATCH;
    stateFlag |= closure.needflags << DFA2.FLAG_NEED_SHIFT;
    return this.getState(closure.pcs, stateFlag, ids);
  }
  allocTable(state, anchor) {
    const size = this.numClasses + 1;
    const cost = DFA2.TABLE_OVERHEAD + DFA2.ELEMENT_SIZE * size;
    if (this.memBudget < cost) return null;
    this.memBudget -= cost;
    const table = new Array(size).fill(null);
    if (anchor === RE2Flags.UNANCHORED) state.next = table;
    else state.nextAnchored = table;
    return table;
  }
  clearCache() {
    this.stateCache.clear();
    this.stateCount = 0;
    this.startStates.clear();
    this.memBudget = this.stateBudget;
  }
  resetCache(current) {
    this.clearCache();
    return this.getState(current.nfaStates, current.flag, current.matchIDs);
  }
  step(state, cls, rune, anchor) {
    let table = anchor === RE2Flags.UNANCHORED ? state.next : state.nextAnchored;
    if (table !== null) {
      const cached = table[cls];
      if (cached !== null) return cached;
    } else {
      table = this.allocTable(state, anchor);
      if (table === null) return null;
    }
    const needflag = state.flag >>> DFA2.FLAG_NEED_SHIFT;
    const oldbeforeflag = state.flag & DFA2.FLAG_EMPTY_MASK;
    let beforeflag = oldbeforeflag;
    let afterflag = 0;
    if (rune === 10) {
      beforeflag |= Utils.EMPTY_END_LINE;
      afterflag |= Utils.EMPTY_BEGIN_LINE;
    }
    if (rune === END_TEXT) beforeflag |= Utils.EMPTY_END_LINE | Utils.EMPTY_END_TEXT;
    const islastword = (state.flag & DFA2.FLAG_LAST_WORD) !== 0;
    const isword = rune !== END_TEXT && Utils.isWordRune(rune);
    beforeflag |= isword === islastword ? Utils.EMPTY_NO_WORD_BOUNDARY : Utils.EMPTY_WORD_BOUNDARY;
    let pcs = state.nfaStates;
    if ((beforeflag & ~oldbeforeflag & needflag) !== 0) pcs = this.closure(pcs, beforeflag).pcs;
    const nextPCs = [];
    let ismatch = false;
    let ids = NO_IDS;
    for (let i2 = 0; i2 < pcs.length; i2++) {
      const inst = this.prog.getInst(pcs[i2]);
      if (inst.op === Inst.MATCH) {
        if (!ismatch) {
          ismatch = true;
          ids = [];
        }
        ids.push(inst.arg);
      } else if (rune !== END_TEXT && Inst.isRuneOp(inst.op) && inst.matchRune(rune)) nextPCs.push(inst.out);
    }
    if (ids.length > 1) ids.sort((a, b) => a - b);
    if (anchor === RE2Flags.UNANCHORED && rune !== END_TEXT) nextPCs.push(this.prog.start);
    let flag = afterflag;
    if (ismatch) flag |= DFA2.FLAG_MATCH;
    if (isword) flag |= DFA2.FLAG_LAST_WORD;
    const nextState = this.makeState(nextPCs, flag, ids);
    if (nextState === null) return null;
    table[cls] = nextState;
    return nextState;
  }
  start(input, pos) {
    const context = input.context(pos);
    let flags2;
    if ((context & Utils.EMPTY_BEGIN_TEXT) !== 0) flags2 = Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
    else if ((context & Utils.EMPTY_BEGIN_LINE) !== 0) flags2 = Utils.EMPTY_BEGIN_LINE;
    else {
      const r = input.step(pos);
      const nextIsWord = r >= 0 && Utils.isWordRune(r >> 3);
      flags2 = (context & Utils.EMPTY_WORD_BOUNDARY) !== 0 !== nextIsWord ? DFA2.FLAG_LAST_WORD : 0;
    }
    let state = this.startStates.get(flags2);
    if (state === void 0) {
      state = this.makeState([this.prog.start], flags2, NO_IDS);
      if (state === null) {
        this.clearCache();
        state = this.makeState([this.prog.start], flags2, NO_IDS);
        if (state === null) return null;
      }
      this.startStates.set(flags2, state);
    }
    return state;
  }
  stepOrReset(state, cls, rune, anchor, pos, search) {
    let next = this.step(state, cls, rune, anchor);
    if (next !== null) return next;
    if (search.resetPos >= 0 && pos - search.resetPos < DFA2.PROGRESS_PER_STATE * this.stateCount) return null;
    search.resetPos = pos;
    const restored = this.resetCache(state);
    if (restored === null) return null;
    next = this.step(restored, cls, rune, anchor);
    return next;
  }
  run(input, pos, anchor, state, onMatch) {
    const endPos = input.endPos();
    const latin1Class = this.latin1Class;
    const unanchored = anchor === RE2Flags.UNANCHORED;
    const search = { resetPos: -1 };
    let i2 = pos;
    while (i2 < endPos) {
      const r = input.step(i2);
      const rune = r >> 3;
      const width = r & 7;
      if (width === 0) break;
      const cls = rune <= Unicode.MAX_LATIN1 ? latin1Class[rune] : this.runeClass(rune);
      let next = unanchored && state.next !== null ? state.next[cls] : null;
      if (next === null) {
        next = this.stepOrReset(state, cls, rune, anchor, i2, search);
        if (next === null) return null;
      }
      state = next;
      if (state.isMatch && onMatch(state, false)) return true;
      if (!unanchored && state.nfaStates.length === 0) return false;
      i2 += width;
    }
    state = this.stepOrReset(state, this.numClasses, END_TEXT, anchor, i2, search);
    if (state === null) return null;
    return state.isMatch && onMatch(state, true);
  }
  match(input, pos, anchor) {
    if (this.failed) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
    const startState = this.start(input, pos);
    if (startState === null) return null;
    return this.run(input, pos, anchor, startState, (state, atEnd) => anchor !== RE2Flags.ANCHOR_BOTH || atEnd);
  }
  matchSet(input, pos, anchor) {
    if (this.failed) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
    const startState = this.start(input, pos);
    if (startState === null) return null;
    const matches = /* @__PURE__ */ new Set();
    const collect = (state, atEnd) => {
      if (anchor !== RE2Flags.ANCHOR_BOTH || atEnd) for (let k = 0; k < state.matchIDs.length; k++) matches.add(state.matchIDs[k]);
      return false;
    };
    if (this.run(input, pos, anchor, startState, collect) === null) return null;
    return Array.from(matches).sort((a, b) => a - b);
  }
};
var VISITED_BITS = 32;
var MAX_BACKTRACK_PROG = 500;
var INITIAL_JOB_CAPACITY = 256;
var MAX_BACKTRACK_VECTOR = 262144;
var BitState = class {
  constructor() {
    this.end = 0;
    this.cap = /* @__PURE__ */ new Int32Array(0);
    this.matchcap = /* @__PURE__ */ new Int32Array(0);
    this.ncap = 0;
    this.jobPc = new Int32Array(INITIAL_JOB_CAPACITY);
    this.jobArg = new Uint8Array(INITIAL_JOB_CAPACITY);
    this.jobPos = new Int32Array(INITIAL_JOB_CAPACITY);
    this.jobLen = 0;
    this.visited = /* @__PURE__ */ new Uint32Array(0);
  }
  reset(prog, end, ncap) {
    this.end = end;
    this.jobLen = 0;
    this.ncap = ncap;
    const visitedSize = prog.numInst() * (end + 1) + VISITED_BITS - 1 >>> 5;
    if (this.visited.length < visitedSize) this.visited = new Uint32Array(visitedSize);
    else this.visited.fill(0, 0, visitedSize);
    if (this.cap.length < ncap) this.cap = new Int32Array(ncap).fill(-1);
    else this.cap.fill(-1, 0, ncap);
    if (this.matchcap.length < ncap) this.matchcap = new Int32Array(ncap).fill(-1);
    else this.matchcap.fill(-1, 0, ncap);
  }
  shouldVisit(pc, pos) {
    const n = pc * (this.end + 1) + pos;
    const idx = n >>> 5;
    const mask = 1 << (n & 31);
    if ((this.visited[idx] & mask) !== 0) return false;
    this.visited[idx] |= mask;
    return true;
  }
  push(re2, pc, pos, arg) {
    if (re2.prog.getInst(pc).op !== Inst.FAIL && (arg || this.shouldVisit(pc, pos))) {
      if (this.jobLen >= this.jobPc.length) {
        const newSize = this.jobPc.length * 2;
        const newPc = new Int32Array(newSize);
        newPc.set(this.jobPc);
        this.jobPc = newPc;
        const newArg = new Uint8Array(newSize);
        newArg.set(this.jobArg);
        this.jobArg = newArg;
        const newPos = new Int32Array(newSize);
        newPos.set(this.jobPos);
        this.jobPos = newPos;
      }
      this.jobPc[this.jobLen] = pc;
      this.jobArg[this.jobLen] = arg ? 1 : 0;
      this.jobPos[this.jobLen] = pos;
      this.jobLen++;
    }
  }
  tryBacktrack(re2, input, pc, pos, anchor) {
    const longest = re2.longest;
    this.push(re2, pc, pos, false);
    while (this.jobLen > 0) {
      this.jobLen--;
      let currentPc = this.jobPc[this.jobLen];
      let arg = this.jobArg[this.jobLen] === 1;
      let currentPos = this.jobPos[this.jobLen];
      let skipShouldVisit = true;
      while (true) {
        if (!skipShouldVisit) {
          if (!this.shouldVisit(currentPc, currentPos)) break;
        }
        skipShouldVisit = false;
        const inst = re2.prog.getInst(currentPc);
        switch (inst.op) {
          case Inst.FAIL:
            break;
          case Inst.ALT:
            if (arg) {
              arg = false;
              currentPc = inst.arg;
              continue;
            } else {
              this.push(re2, currentPc, currentPos, true);
              currentPc = inst.out;
              continue;
            }
          case Inst.ALT_MATCH: {
            const outInst = re2.prog.getInst(inst.out);
            if (Inst.isRuneOp(outInst.op)) {
              this.push(re2, inst.arg, currentPos, false);
              currentPc = inst.arg;
              currentPos = this.end;
              continue;
            }
            this.push(re2, inst.out, this.end, false);
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (!inst.matchRune(r >> 3)) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE1: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (r >> 3 !== inst.runes[0]) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE_ANY_NOT_NL: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (r >> 3 === 10) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE_ANY: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.CAPTURE:
            if (arg) {
              this.cap[inst.arg] = currentPos;
              break;
            } else {
              if (inst.arg < this.ncap) {
                this.push(re2, currentPc, this.cap[inst.arg], true);
                this.cap[inst.arg] = currentPos;
              }
              currentPc = inst.out;
              continue;
            }
          case Inst.EMPTY_WIDTH: {
            const flag = input.context(currentPos);
            if ((inst.arg & ~flag) !== 0) break;
            currentPc = inst.out;
            continue;
          }
          case Inst.NOP:
            currentPc = inst.out;
            continue;
          case Inst.MATCH: {
            if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== this.end) break;
            if (this.ncap === 0) return true;
            if (this.ncap > 1) this.cap[1] = currentPos;
            const old = this.matchcap[1];
            if (old === -1 || longest && currentPos > 0 && currentPos > old) this.matchcap.set(this.cap);
            if (!longest) return true;
            if (currentPos === this.end) return true;
            break;
          }
          case Inst.LB_WRITE:
          case Inst.LB_CHECK:
            throw new RE2JSInternalException("Backtracker cannot evaluate Lookbehind instructions");
          default:
            throw new RE2JSInternalException("bad inst");
        }
        break;
      }
    }
    return longest && this.matchcap.length > 1 && this.matchcap[1] >= 0;
  }
};
var bitStatePool = [];
var Backtracker = class Backtracker2 {
  static shouldBacktrack(prog) {
    return prog.numInst() <= MAX_BACKTRACK_PROG;
  }
  static maxBitStateLen(prog) {
    if (!Backtracker2.shouldBacktrack(prog)) return 0;
    return Math.floor(MAX_BACKTRACK_VECTOR / prog.numInst());
  }
  static execute(re2, input, pos, anchor, ncap) {
    const startCond = re2.cond;
    if (startCond === Utils.EMPTY_ALL) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
    if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && pos !== 0) return null;
    const b = bitStatePool.length > 0 ? bitStatePool.pop() : new BitState();
    const end = input.endPos();
    b.reset(re2.prog, end, ncap);
    let matched = false;
    if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 || anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) {
      if (b.ncap > 0) b.cap[0] = pos;
      if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) matched = true;
    } else {
      let width = -1;
      for (; pos <= end && width !== 0; pos += width) {
        if (re2.prefix.length > 0) {
          const advance = input.index(re2, pos);
          if (advance < 0) break;
          pos += advance;
        }
        if (b.ncap > 0) b.cap[0] = pos;
        if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) {
          matched = true;
          break;
        }
        const r = input.step(pos);
        width = r === MachineInputBase.EOF() ? 0 : r & 7;
      }
    }
    if (!matched) {
      bitStatePool.push(b);
      return null;
    }
    const result = ncap === 0 ? [] : Utils.toArray(b.matchcap.subarray(0, ncap));
    bitStatePool.push(b);
    return result;
  }
};
var QueueOnePass = class {
  constructor(size) {
    this.sparse = new Uint32Array(size);
    this.dense = new Uint32Array(size);
    this.size = 0;
    this.nextIndex = 0;
  }
  empty() {
    return this.nextIndex >= this.size;
  }
  next() {
    return this.dense[this.nextIndex++];
  }
  clear() {
    this.size = 0;
    this.nextIndex = 0;
  }
  contains(u) {
    return u < this.sparse.length && this.sparse[u] < this.size && this.dense[this.sparse[u]] === u;
  }
  insert(u) {
    if (!this.contains(u)) this.insertNew(u);
  }
  insertNew(u) {
    if (u >= this.sparse.length) return;
    this.sparse[u] = this.size;
    this.dense[this.size] = u;
    this.size++;
  }
};
var mergeRuneSets = (leftRunes, rightRunes, leftPC, rightPC) => {
  const leftLen = leftRunes.length;
  const rightLen = rightRunes.length;
  let lx = 0, rx = 0;
  const merged = [];
  const next = [];
  let ok = true;
  let ix = -1;
  const extend = (isLeft) => {
    const newArray = isLeft ? leftRunes : rightRunes;
    const low = isLeft ? lx : rx;
    const pc = isLeft ? leftPC : rightPC;
    if (ix > 0 && newArray[low] <= merged[ix]) return false;
    merged.push(newArray[low], newArray[low + 1]);
    if (isLeft) lx += 2;
    else rx += 2;
    ix += 2;
    next.push(pc);
    return true;
  };
  while (lx < leftLen || rx < rightLen) {
    if (rx >= rightLen) ok = extend(true);
    else if (lx >= leftLen) ok = extend(false);
    else if (rightRunes[rx] < leftRunes[lx]) ok = extend(false);
    else ok = extend(true);
    if (!ok) return null;
  }
  return {
    merged,
    next
  };
};
var OnePassProg = class {
  constructor(prog) {
    this.start = prog.start;
    this.numCap = prog.numCap;
    this.inst = new Array(prog.inst.length);
    for (let i2 = 0; i2 < prog.inst.length; i2++) {
      const orig = prog.inst[i2];
      const inst = new Inst(orig.op);
      inst.out = orig.out;
      inst.arg = orig.arg;
      inst.runes = orig.runes ? new Int32Array(orig.runes) : /* @__PURE__ */ new Int32Array(0);
      inst.next = null;
      this.inst[i2] = inst;
    }
  }
};
var onePassCopy = (prog) => {
  const p = new OnePassProg(prog);
  for (let pc = 0; pc < p.inst.length; pc++) {
    const inst = p.inst[pc];
    if (inst.op !== Inst.ALT && inst.op !== Inst.ALT_MATCH) continue;
    let pAOther = "out";
    let pAAlt = "arg";
    let instAlt = p.inst[inst[pAAlt]];
    if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) {
      pAOther = "arg";
      pAAlt = "out";
      instAlt = p.inst[inst[pAAlt]];
      if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) continue;
    }
    const instOther = p.inst[inst[pAOther]];
    if (instOther.op === Inst.ALT || instOther.op === Inst.ALT_MATCH) continue;
    let pBAlt = "out";
    let pBOther = "arg";
    let patch = false;
    if (instAlt.out === pc) patch = true;
    else if (instAlt.arg === pc) {
      patch = true;
      pBAlt = "arg";
      pBOther = "out";
    }
    if (patch) instAlt[pBAlt] = inst[pAOther];
    if (inst[pAOther] === instAlt[pBAlt]) inst[pAAlt] = instAlt[pBOther];
  }
  return p;
};
var makeOnePass = (p) => {
  if (p.inst.length >= 1e3) return null;
  const instQueue = new QueueOnePass(p.inst.length);
  const visitQueue = new QueueOnePass(p.inst.length);
  const onePassRunes = new Array(p.inst.length);
  const m = new Array(p.inst.length).fill(false);
  const check = (pc) => {
    let ok = true;
    const inst = p.inst[pc];
    if (visitQueue.contains(pc)) return true;
    visitQueue.insert(pc);
    switch (inst.op) {
      case Inst.ALT:
      case Inst.ALT_MATCH: {
        ok = check(inst.out) && check(inst.arg);
        let matchOut = m[inst.out];
        let matchArg = m[inst.arg];
        if (matchOut && matchArg) return false;
        if (matchArg) {
          const tempOut = inst.out;
          inst.out = inst.arg;
          inst.arg = tempOut;
          const tempMatch = matchOut;
          matchOut = matchArg;
          matchArg = tempMatch;
        }
        if (matchOut) {
          m[pc] = true;
          inst.op = Inst.ALT_MATCH;
        }
        const leftRunes = onePassRunes[inst.out] || [];
        const rightRunes = onePassRunes[inst.arg] || [];
        const mergeRes = mergeRuneSets(leftRunes, rightRunes, inst.out, inst.arg);
        if (!mergeRes) return false;
        onePassRunes[pc] = new Int32Array(mergeRes.merged);
        inst.next = new Uint32Array(mergeRes.next);
        break;
      }
      case Inst.CAPTURE:
      case Inst.EMPTY_WIDTH:
      case Inst.NOP:
        ok = check(inst.out);
        m[pc] = m[inst.out];
        onePassRunes[pc] = onePassRunes[inst.out] ? new Int32Array(onePassRunes[inst.out]) : /* @__PURE__ */ new Int32Array(0);
        inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
        break;
      case Inst.MATCH:
      case Inst.FAIL:
        m[pc] = inst.op === Inst.MATCH;
        break;
      case Inst.RUNE: {
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        if (!inst.runes || inst.runes.length === 0) {
          onePassRunes[pc] = /* @__PURE__ */ new Int32Array(0);
          inst.next = new Uint32Array([inst.out]);
          break;
        }
        let runes = [];
        if (inst.runes.length === 1 && (inst.arg & RE2Flags.FOLD_CASE) !== 0) {
          const r0 = inst.runes[0];
          runes.push(r0, r0);
          for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
          runes.sort((a, b) => a - b);
        } else for (let j = 0; j < inst.runes.length; j++) runes.push(inst.runes[j]);
        onePassRunes[pc] = new Int32Array(runes);
        inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
        inst.op = Inst.RUNE;
        break;
      }
      case Inst.RUNE1: {
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        let runes = [];
        if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) {
          const r0 = inst.runes[0];
          runes.push(r0, r0);
          for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
          runes.sort((a, b) => a - b);
        } else runes.push(inst.runes[0], inst.runes[0]);
        onePassRunes[pc] = new Int32Array(runes);
        inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
        inst.op = Inst.RUNE;
        break;
      }
      case Inst.RUNE_ANY:
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        onePassRunes[pc] = new Int32Array([0, Unicode.MAX_RUNE]);
        inst.next = new Uint32Array([inst.out]);
        break;
      case Inst.RUNE_ANY_NOT_NL:
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        onePassRunes[pc] = new Int32Array([
          0,
          9,
          11,
          Unicode.MAX_RUNE
        ]);
        inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
    }
    return ok;
  };
  instQueue.clear();
  instQueue.insert(p.start);
  while (!instQueue.empty()) {
    visitQueue.clear();
    if (!check(instQueue.next())) return null;
  }
  for (let i2 = 0; i2 < p.inst.length; i2++) if (onePassRunes[i2]) p.inst[i2].runes = onePassRunes[i2];
  return p;
};
var cleanupOnePass = (p, original) => {
  for (let ix = 0; ix < original.inst.length; ix++) {
    const instOriginal = original.inst[ix];
    switch (instOriginal.op) {
      case Inst.ALT:
      case Inst.ALT_MATCH:
      case Inst.RUNE:
        break;
      case Inst.CAPTURE:
      case Inst.EMPTY_WIDTH:
      case Inst.NOP:
      case Inst.MATCH:
      case Inst.FAIL:
        p.inst[ix].next = null;
        break;
      case Inst.RUNE1:
      case Inst.RUNE_ANY:
      case Inst.RUNE_ANY_NOT_NL:
        p.inst[ix].next = null;
        p.inst[ix].op = instOriginal.op;
        p.inst[ix].runes = instOriginal.runes ? new Int32Array(instOriginal.runes) : /* @__PURE__ */ new Int32Array(0);
    }
  }
};
var OnePass = class OnePass2 {
  static compile(prog) {
    if (prog.start === 0) return null;
    if (prog.numLb > 0) return null;
    const startInst = prog.inst[prog.start];
    if (startInst.op !== Inst.EMPTY_WIDTH || (startInst.arg & Utils.EMPTY_BEGIN_TEXT) === 0) return null;
    let hasAlt = false;
    for (let i2 = 0; i2 < prog.inst.length; i2++) if (prog.inst[i2].op === Inst.ALT || prog.inst[i2].op === Inst.ALT_MATCH) {
      hasAlt = true;
      break;
    }
    for (let i2 = 0; i2 < prog.inst.length; i2++) {
      const inst = prog.inst[i2];
      const opOut = prog.inst[inst.out].op;
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          if (opOut === Inst.MATCH || prog.inst[inst.arg].op === Inst.MATCH) return null;
          break;
        case Inst.EMPTY_WIDTH:
          if (opOut === Inst.MATCH) {
            if ((inst.arg & Utils.EMPTY_END_TEXT) === Utils.EMPTY_END_TEXT) continue;
            return null;
          }
          break;
        default:
          if (opOut === Inst.MATCH && hasAlt) return null;
      }
    }
    let p = onePassCopy(prog);
    p = makeOnePass(p);
    if (p !== null) cleanupOnePass(p, prog);
    return p;
  }
  static next(inst, r) {
    const nextIdx = inst.matchRunePos(r);
    if (nextIdx >= 0) return inst.next[nextIdx];
    if (inst.op === Inst.ALT_MATCH) return inst.out;
    return 0;
  }
  static execute(re2, input, pos, anchor, ncap) {
    const onepass = re2.onepass;
    if (!onepass) return null;
    const matchcap = new Int32Array(ncap).fill(-1);
    let matched = false;
    let r = input.step(pos);
    let rune = r >> 3;
    let width = r & 7;
    let r1 = MachineInputBase.EOF();
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r1 = input.step(pos + width);
      if (r1 !== MachineInputBase.EOF()) {
        rune1 = r1 >> 3;
        width1 = r1 & 7;
      }
    }
    let flag = pos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(pos);
    let pc = onepass.start;
    let inst;
    while (true) {
      inst = onepass.inst[pc];
      pc = inst.out;
      switch (inst.op) {
        case Inst.MATCH:
          if (anchor === RE2Flags.ANCHOR_BOTH && pos !== input.endPos()) return null;
          matched = true;
          if (matchcap.length > 0) {
            matchcap[0] = 0;
            matchcap[1] = pos;
          }
          return ncap === 0 ? [] : Utils.toArray(matchcap);
        case Inst.RUNE:
          if (!inst.matchRune(rune)) return null;
          break;
        case Inst.RUNE1:
          if (rune !== inst.runes[0]) return null;
          break;
        case Inst.RUNE_ANY:
          break;
        case Inst.RUNE_ANY_NOT_NL:
          if (rune === 10) return null;
          break;
        case Inst.ALT:
        case Inst.ALT_MATCH:
          pc = OnePass2.next(inst, rune);
          continue;
        case Inst.FAIL:
          return null;
        case Inst.NOP:
          continue;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & ~flag) !== 0) return null;
          continue;
        case Inst.CAPTURE:
          if (inst.arg < matchcap.length) matchcap[inst.arg] = pos;
          continue;
        default:
          throw new RE2JSInternalException("bad inst");
      }
      if (width === 0) break;
      flag = Utils.emptyOpContext(rune, rune1);
      pos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r1 = input.step(pos + width);
        if (r1 !== MachineInputBase.EOF()) {
          rune1 = r1 >> 3;
          width1 = r1 & 7;
        } else {
          rune1 = -1;
          width1 = 0;
        }
      }
    }
    if (!matched) return null;
    return ncap === 0 ? [] : Utils.toArray(matchcap);
  }
};
var Regexp = class Regexp2 {
  static Op = createEnum([
    "NO_MATCH",
    "EMPTY_MATCH",
    "LITERAL",
    "CHAR_CLASS",
    "ANY_CHAR_NOT_NL",
    "ANY_CHAR",
    "BEGIN_LINE",
    "END_LINE",
    "BEGIN_TEXT",
    "END_TEXT",
    "WORD_BOUNDARY",
    "NO_WORD_BOUNDARY",
    "CAPTURE",
    "STAR",
    "PLUS",
    "QUEST",
    "REPEAT",
    "CONCAT",
    "ALTERNATE",
    "PLB",
    "NLB",
    "LEFT_PAREN",
    "VERTICAL_BAR"
  ]);
  static isPseudoOp(op) {
    return op >= Regexp2.Op.LEFT_PAREN;
  }
  static emptySubs() {
    return [];
  }
  static quoteIfHyphen(rune) {
    if (rune === Codepoint.CODES["-"]) return "\\";
    return "";
  }
  static fromRegexp(re) {
    const regex = new Regexp2(re.op);
    regex.flags = re.flags;
    regex.subs = re.subs;
    regex.runes = re.runes;
    regex.cap = re.cap;
    regex.min = re.min;
    regex.max = re.max;
    regex.name = re.name;
    regex.namedGroups = re.namedGroups;
    regex.lb = re.lb;
    return regex;
  }
  constructor(op) {
    this.op = op;
    this.flags = 0;
    this.subs = Regexp2.emptySubs();
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.min = 0;
    this.max = 0;
    this.cap = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.lb = 0;
  }
  reinit() {
    this.flags = 0;
    this.subs = Regexp2.emptySubs();
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.cap = 0;
    this.min = 0;
    this.max = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.lb = 0;
  }
  toString() {
    return this.appendTo();
  }
  appendTo() {
    let out2 = "";
    switch (this.op) {
      case Regexp2.Op.NO_MATCH:
        out2 += "[^\\x00-\\x{10FFFF}]";
        break;
      case Regexp2.Op.EMPTY_MATCH:
        out2 += "(?:)";
        break;
      case Regexp2.Op.STAR:
      case Regexp2.Op.PLUS:
      case Regexp2.Op.QUEST:
      case Regexp2.Op.REPEAT: {
        const sub = this.subs[0];
        if (sub.op > Regexp2.Op.CAPTURE || sub.op === Regexp2.Op.LITERAL && sub.runes.length > 1) out2 += `(?:${sub.appendTo()})`;
        else out2 += sub.appendTo();
        switch (this.op) {
          case Regexp2.Op.STAR:
            out2 += "*";
            break;
          case Regexp2.Op.PLUS:
            out2 += "+";
            break;
          case Regexp2.Op.QUEST:
            out2 += "?";
            break;
          case Regexp2.Op.REPEAT:
            out2 += `{${this.min}`;
            if (this.min !== this.max) {
              out2 += ",";
              if (this.max >= 0) out2 += this.max;
            }
            out2 += "}";
        }
        if ((this.flags & RE2Flags.NON_GREEDY) !== 0) out2 += "?";
        break;
      }
      case Regexp2.Op.CONCAT:
        for (let sub of this.subs) if (sub.op === Regexp2.Op.ALTERNATE) out2 += `(?:${sub.appendTo()})`;
        else out2 += sub.appendTo();
        break;
      case Regexp2.Op.ALTERNATE: {
        let sep = "";
        for (let sub of this.subs) {
          out2 += sep;
          sep = "|";
          out2 += sub.appendTo();
        }
        break;
      }
      case Regexp2.Op.LITERAL:
        if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out2 += "(?i:";
        for (let rune of this.runes) out2 += Utils.escapeRune(rune);
        if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out2 += ")";
        break;
      case Regexp2.Op.ANY_CHAR_NOT_NL:
        out2 += "(?-s:.)";
        break;
      case Regexp2.Op.ANY_CHAR:
        out2 += "(?s:.)";
        break;
      case Regexp2.Op.PLB:
        out2 += `(?<=${this.subs[0].appendTo()})`;
        break;
      case Regexp2.Op.NLB:
        out2 += `(?<!${this.subs[0].appendTo()})`;
        break;
      case Regexp2.Op.CAPTURE:
        if (this.name === null || this.name.length === 0) out2 += "(";
        else out2 += `(?P<${this.name}>`;
        if (this.subs[0].op !== Regexp2.Op.EMPTY_MATCH) out2 += this.subs[0].appendTo();
        out2 += ")";
        break;
      case Regexp2.Op.BEGIN_TEXT:
        out2 += "\\A";
        break;
      case Regexp2.Op.END_TEXT:
        if ((this.flags & RE2Flags.WAS_DOLLAR) !== 0) out2 += "(?-m:$)";
        else out2 += "\\z";
        break;
      case Regexp2.Op.BEGIN_LINE:
        out2 += "^";
        break;
      case Regexp2.Op.END_LINE:
        out2 += "$";
        break;
      case Regexp2.Op.WORD_BOUNDARY:
        out2 += "\\b";
        break;
      case Regexp2.Op.NO_WORD_BOUNDARY:
        out2 += "\\B";
        break;
      case Regexp2.Op.CHAR_CLASS:
        if (this.runes.length % 2 !== 0) {
          out2 += "[invalid char class]";
          break;
        }
        out2 += "[";
        if (this.runes.length === 0) out2 += "^\\x00-\\x{10FFFF}";
        else if (this.runes[0] === 0 && this.runes[this.runes.length - 1] === Unicode.MAX_RUNE) {
          out2 += "^";
          for (let i2 = 1; i2 < this.runes.length - 1; i2 += 2) {
            const lo = this.runes[i2] + 1;
            const hi = this.runes[i2 + 1] - 1;
            out2 += Regexp2.quoteIfHyphen(lo);
            out2 += Utils.escapeRune(lo);
            if (lo !== hi) {
              out2 += "-";
              out2 += Regexp2.quoteIfHyphen(hi);
              out2 += Utils.escapeRune(hi);
            }
          }
        } else for (let i2 = 0; i2 < this.runes.length; i2 += 2) {
          const lo = this.runes[i2];
          const hi = this.runes[i2 + 1];
          out2 += Regexp2.quoteIfHyphen(lo);
          out2 += Utils.escapeRune(lo);
          if (lo !== hi) {
            out2 += "-";
            out2 += Regexp2.quoteIfHyphen(hi);
            out2 += Utils.escapeRune(hi);
          }
        }
        out2 += "]";
        break;
      default:
        out2 += this.op;
    }
    return out2;
  }
  maxCap() {
    let m = 0;
    if (this.op === Regexp2.Op.CAPTURE) m = this.cap;
    if (this.subs !== null) for (let sub of this.subs) {
      const n = sub.maxCap();
      if (m < n) m = n;
    }
    return m;
  }
  equals(that) {
    if (!(that !== null && that instanceof Regexp2)) return false;
    if (this.op !== that.op) return false;
    switch (this.op) {
      case Regexp2.Op.END_TEXT:
        if ((this.flags & RE2Flags.WAS_DOLLAR) !== (that.flags & RE2Flags.WAS_DOLLAR)) return false;
        break;
      case Regexp2.Op.LITERAL:
      case Regexp2.Op.CHAR_CLASS:
        if ((this.flags & RE2Flags.FOLD_CASE) !== (that.flags & RE2Flags.FOLD_CASE)) return false;
        if (this.runes === null && that.runes === null) break;
        if (this.runes === null || that.runes === null) return false;
        if (this.runes.length !== that.runes.length) return false;
        for (let i2 = 0; i2 < this.runes.length; i2++) if (this.runes[i2] !== that.runes[i2]) return false;
        break;
      case Regexp2.Op.ALTERNATE:
      case Regexp2.Op.CONCAT:
        if (this.subs.length !== that.subs.length) return false;
        for (let i2 = 0; i2 < this.subs.length; ++i2) if (!this.subs[i2].equals(that.subs[i2])) return false;
        break;
      case Regexp2.Op.STAR:
      case Regexp2.Op.PLUS:
      case Regexp2.Op.QUEST:
        if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.REPEAT:
        if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || this.min !== that.min || this.max !== that.max || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.CAPTURE:
        if (this.cap !== that.cap || (this.name === null ? that.name !== null : this.name !== that.name) || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.PLB:
      case Regexp2.Op.NLB:
        if (this.lb !== that.lb || !this.subs[0].equals(that.subs[0])) return false;
    }
    return true;
  }
};
var RegexpWalker = class {
  static walk(root, handler) {
    const stack = [];
    let re = root;
    let result;
    for (; ; ) {
      if (re.subs.length === 0) result = handler.leaf(re);
      else {
        const state = handler.enter(re);
        if (state.result === void 0) {
          stack.push({
            re,
            state,
            i: 0
          });
          re = re.subs[0];
          continue;
        }
        result = state.result;
      }
      for (; ; ) {
        if (stack.length === 0) return result;
        const frame = stack[stack.length - 1];
        handler.child(frame.re, frame.state, result, frame.i);
        frame.i++;
        if (frame.state.result === void 0 && frame.i < frame.re.subs.length) {
          re = frame.re.subs[frame.i];
          break;
        }
        stack.pop();
        result = frame.state.result !== void 0 ? frame.state.result : handler.leave(frame.re, frame.state);
      }
    }
  }
};
var AhoCorasick = class {
  constructor(words, alphabetSize) {
    const edges = /* @__PURE__ */ new Map();
    const parent = [0];
    const unit = [0];
    const depth = [0];
    const terminal = [0];
    for (const word of words) {
      let node = 0;
      for (let i2 = 0; i2 < word.length; i2++) {
        const key = node * alphabetSize + word[i2];
        let child = edges.get(key);
        if (child === void 0) {
          child = parent.length;
          edges.set(key, child);
          parent.push(node);
          unit.push(word[i2]);
          depth.push(depth[node] + 1);
          terminal.push(0);
        }
        node = child;
      }
      terminal[node] = 1;
    }
    const numNodes = parent.length;
    const children = new Int32Array(numNodes - 1);
    for (let c = 1; c < numNodes; c++) children[c - 1] = c;
    children.sort((a, b) => parent[a] - parent[b] || unit[a] - unit[b]);
    const childStart = new Int32Array(numNodes + 1);
    for (let c = 1; c < numNodes; c++) childStart[parent[c] + 1]++;
    for (let n = 0; n < numNodes; n++) childStart[n + 1] += childStart[n];
    const childUnit = new Int32Array(numNodes - 1);
    for (let k = 0; k < children.length; k++) childUnit[k] = unit[children[k]];
    this.childStart = childStart;
    this.childUnit = childUnit;
    this.childNode = children;
    const byDepth = new Int32Array(numNodes);
    for (let n = 0; n < numNodes; n++) byDepth[n] = n;
    byDepth.sort((a, b) => depth[a] - depth[b]);
    const fail = new Int32Array(numNodes);
    const match = Uint8Array.from(terminal);
    for (let k = 1; k < numNodes; k++) {
      const c = byDepth[k];
      const p = parent[c];
      if (p !== 0) {
        let f = fail[p];
        let next = this.next(f, unit[c]);
        while (next < 0 && f !== 0) {
          f = fail[f];
          next = this.next(f, unit[c]);
        }
        fail[c] = next >= 0 ? next : 0;
      }
      match[c] |= match[fail[c]];
    }
    this.fail = fail;
    this.match = match;
  }
  next(node, u) {
    let lo = this.childStart[node];
    let hi = this.childStart[node + 1];
    const units = this.childUnit;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      const m = units[mid];
      if (m === u) return this.childNode[mid];
      if (m < u) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }
  advance(node, u) {
    for (; ; ) {
      const next = this.next(node, u);
      if (next >= 0) return next;
      if (node === 0) return 0;
      node = this.fail[node];
    }
  }
  searchUTF16(charSeq, start2, end) {
    let node = 0;
    for (let i2 = start2; i2 < end; i2++) {
      node = this.advance(node, charSeq.charCodeAt(i2));
      if (this.match[node] === 1) return true;
    }
    return false;
  }
  searchUTF8(bytes, start2, end) {
    let node = 0;
    for (let i2 = start2; i2 < end; i2++) {
      node = this.advance(node, bytes[i2]);
      if (this.match[node] === 1) return true;
    }
    return false;
  }
};
var Prefilter = class Prefilter2 {
  static Type = {
    NONE: 0,
    EXACT: 1,
    AND: 2,
    OR: 3
  };
  static MAX_SCANS = 32;
  static MAX_AC_UNITS = 1 << 18;
  constructor(type) {
    this.type = type;
    this.subs = [];
    this.str = "";
    this.bytes = null;
    this.cost = type === Prefilter2.Type.EXACT ? 1 : 0;
    this.allExact = false;
    this.ac16 = null;
    this.ac8 = null;
  }
  automaton16() {
    if (this.ac16 === null) {
      const words = this.subs.map((s) => {
        const arr = new Array(s.str.length);
        for (let i2 = 0; i2 < s.str.length; i2++) arr[i2] = s.str.charCodeAt(i2);
        return arr;
      });
      this.ac16 = new AhoCorasick(words, 65536);
    }
    return this.ac16;
  }
  automaton8() {
    if (this.ac8 === null) this.ac8 = new AhoCorasick(this.subs.map((s) => s.bytes), 256);
    return this.ac8;
  }
  eval(input, pos) {
    switch (this.type) {
      case Prefilter2.Type.NONE:
        return true;
      case Prefilter2.Type.EXACT:
        return input.hasString(this, pos);
      case Prefilter2.Type.AND:
        for (let i2 = 0; i2 < this.subs.length; i2++) if (!this.subs[i2].eval(input, pos)) return false;
        return true;
      case Prefilter2.Type.OR:
        if (this.allExact) return input.hasAnyString(this, pos);
        for (let i2 = 0; i2 < this.subs.length; i2++) if (this.subs[i2].eval(input, pos)) return true;
        return false;
      default:
        return true;
    }
  }
};
var PrefilterTree = class PrefilterTree2 {
  static build(re) {
    if (!re) return new Prefilter(Prefilter.Type.NONE);
    return RegexpWalker.walk(re, PrefilterTree2.WALKER);
  }
  static WALKER = {
    leaf: (re) => PrefilterTree2.leaf(re),
    enter: (re) => PrefilterTree2.enter(re),
    child: (re, state, result) => PrefilterTree2.child(re, state, result),
    leave: (re, state) => PrefilterTree2.leave(re, state)
  };
  static leaf(re) {
    if (re.op !== Regexp.Op.LITERAL) return new Prefilter(Prefilter.Type.NONE);
    if (re.runes.length === 0 || (re.flags & RE2Flags.FOLD_CASE) !== 0) return new Prefilter(Prefilter.Type.NONE);
    let str = "";
    for (let i2 = 0; i2 < re.runes.length; i2++) {
      if (Unicode.isUnsearchable(re.runes[i2])) return new Prefilter(Prefilter.Type.NONE);
      str += String.fromCodePoint(re.runes[i2]);
    }
    const pf = new Prefilter(Prefilter.Type.EXACT);
    pf.str = str;
    pf.bytes = Utils.stringToUtf8ByteArray(pf.str);
    return pf;
  }
  static enter(re) {
    switch (re.op) {
      case Regexp.Op.CAPTURE:
      case Regexp.Op.PLUS:
        return { sub: null };
      case Regexp.Op.REPEAT:
        if (re.min >= 1) return { sub: null };
        return { result: new Prefilter(Prefilter.Type.NONE) };
      case Regexp.Op.CONCAT:
        return {
          pf: new Prefilter(Prefilter.Type.AND),
          subs: []
        };
      case Regexp.Op.ALTERNATE:
        return {
          pf: new Prefilter(Prefilter.Type.OR),
          subs: []
        };
      default:
        return { result: new Prefilter(Prefilter.Type.NONE) };
    }
  }
  static child(re, state, s) {
    if (state.subs === void 0) {
      state.sub = s;
      return;
    }
    if (state.pf.type === Prefilter.Type.AND) {
      if (s.type === Prefilter.Type.NONE) return;
      if (s.type === Prefilter.Type.AND) {
        for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
        return;
      }
      state.subs.push(s);
      return;
    }
    if (s.type === Prefilter.Type.NONE) {
      state.result = new Prefilter(Prefilter.Type.NONE);
      return;
    }
    if (s.type === Prefilter.Type.OR) {
      for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
      return;
    }
    state.subs.push(s);
  }
  static leave(re, state) {
    if (state.subs === void 0) return state.sub;
    const pf = state.pf;
    const seen = /* @__PURE__ */ new Set();
    const subs = [];
    for (const sub of state.subs) {
      if (sub.type === Prefilter.Type.EXACT) {
        if (seen.has(sub.str)) continue;
        seen.add(sub.str);
      }
      subs.push(sub);
    }
    if (pf.type === Prefilter.Type.AND) {
      const kept = [];
      let cost2 = 0;
      for (const sub of subs) {
        if (cost2 + sub.cost > Prefilter.MAX_SCANS) continue;
        kept.push(sub);
        cost2 += sub.cost;
      }
      if (kept.length === 0) return new Prefilter(Prefilter.Type.NONE);
      if (kept.length === 1) return kept[0];
      pf.subs = kept;
      pf.cost = cost2;
      return pf;
    }
    if (subs.length === 0) return new Prefilter(Prefilter.Type.NONE);
    if (subs.length === 1) return subs[0];
    pf.subs = subs;
    let allExact = true;
    let cost = 0;
    let units = 0;
    for (const sub of subs) {
      if (sub.type !== Prefilter.Type.EXACT) allExact = false;
      else units += sub.bytes.length;
      cost += sub.cost;
    }
    if (allExact) {
      if (units > Prefilter.MAX_AC_UNITS) return new Prefilter(Prefilter.Type.NONE);
      pf.allExact = true;
      pf.cost = 1;
      return pf;
    }
    if (cost > Prefilter.MAX_SCANS) return new Prefilter(Prefilter.Type.NONE);
    pf.cost = cost;
    return pf;
  }
};
var PatchList = class {
  /**
  * @param {number} head - Encoded pointer to the start of the patch list.
  * @param {number} tail - Encoded pointer to the end of the patch list.
  */
  constructor(head = 0, tail = 0) {
    this.head = head;
    this.tail = tail;
  }
};
var Prog = class {
  constructor() {
    this.inst = [];
    this.start = 0;
    this.numCap = 2;
    this.lbStarts = [];
    this.numLb = 0;
    this.lbInst = null;
  }
  getInst(pc) {
    return this.inst[pc];
  }
  numInst() {
    return this.inst.length;
  }
  addInst(op) {
    this.inst.push(new Inst(op));
  }
  markLookbehindInsts() {
    const lbInst = new Uint8Array(this.inst.length);
    const pending = this.lbStarts.slice();
    while (pending.length > 0) {
      const pc = pending.pop();
      if (pc === 0 || lbInst[pc] === 1) continue;
      lbInst[pc] = 1;
      const i2 = this.inst[pc];
      switch (i2.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          pending.push(i2.out, i2.arg);
          break;
        case Inst.MATCH:
        case Inst.FAIL:
          break;
        default:
          pending.push(i2.out);
      }
    }
    this.lbInst = lbInst;
  }
  skipNop(pc) {
    let i2 = this.inst[pc];
    while (i2.op === Inst.NOP || i2.op === Inst.CAPTURE) {
      i2 = this.inst[pc];
      pc = i2.out;
    }
    return i2;
  }
  /** @returns {[boolean, string]} */
  prefix() {
    let prefix = "";
    let i2 = this.skipNop(this.start);
    if (!Inst.isRuneOp(i2.op) || i2.runes.length !== 1) return [i2.op === Inst.MATCH, prefix];
    while (Inst.isRuneOp(i2.op) && i2.runes.length === 1 && (i2.arg & RE2Flags.FOLD_CASE) === 0 && !Unicode.isUnsearchable(i2.runes[0])) {
      prefix += String.fromCodePoint(i2.runes[0]);
      i2 = this.skipNop(i2.out);
    }
    return [i2.op === Inst.MATCH, prefix];
  }
  startCond() {
    let flag = 0;
    let pc = this.start;
    loop: for (; ; ) {
      const i2 = this.inst[pc];
      switch (i2.op) {
        case Inst.EMPTY_WIDTH:
          flag |= i2.arg;
          break;
        case Inst.FAIL:
          return -1;
        case Inst.CAPTURE:
        case Inst.NOP:
          break;
        default:
          break loop;
      }
      pc = i2.out;
    }
    return flag;
  }
  patch(l, val) {
    let head = l.head;
    while (head !== 0) {
      const i2 = this.inst[head >> 1];
      if ((head & 1) === 0) {
        head = i2.out;
        i2.out = val;
      } else {
        head = i2.arg;
        i2.arg = val;
      }
    }
  }
  append(l1, l2) {
    if (l1.head === 0) return l2;
    if (l2.head === 0) return l1;
    const i2 = this.inst[l1.tail >> 1];
    if ((l1.tail & 1) === 0) i2.out = l2.head;
    else i2.arg = l2.head;
    return new PatchList(l1.head, l2.tail);
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    let out2 = "";
    for (let pc = 0; pc < this.inst.length; pc++) {
      const len = out2.length;
      out2 += pc;
      if (pc === this.start) out2 += "*";
      out2 += "        ".substring(out2.length - len);
      out2 += this.inst[pc];
      out2 += "\n";
    }
    return out2;
  }
};
var ANY_RUNE_NOT_NL = new Int32Array([
  0,
  Codepoint.CODES["\n"] - 1,
  Codepoint.CODES["\n"] + 1,
  Unicode.MAX_RUNE
]);
var ANY_RUNE = new Int32Array([0, Unicode.MAX_RUNE]);
var Frag = class {
  constructor(i2 = 0, out2 = new PatchList(), nullable = false) {
    this.i = i2;
    this.out = out2;
    this.nullable = nullable;
  }
};
var Compiler = class Compiler2 {
  static compileRegexp(re) {
    const c = new Compiler2();
    const f = c.compile(re);
    c.prog.patch(f.out, c.newInst(Inst.MATCH).i);
    c.prog.start = f.i;
    c.prog.markLookbehindInsts();
    return c.prog;
  }
  static compileSet(regexps) {
    const c = new Compiler2();
    if (regexps.length === 0) {
      c.prog.start = c.newInst(Inst.FAIL).i;
      c.prog.markLookbehindInsts();
      return c.prog;
    }
    let starts = [];
    for (let i2 = 0; i2 < regexps.length; i2++) {
      c.lbOffset = c.prog.numLb;
      const f = c.compile(regexps[i2]);
      const m = c.newInst(Inst.MATCH);
      c.prog.getInst(m.i).arg = i2;
      c.prog.patch(f.out, m.i);
      starts.push(f.i);
    }
    let start2 = starts[0];
    for (let i2 = 1; i2 < starts.length; i2++) {
      const f = c.newInst(Inst.ALT);
      const inst = c.prog.getInst(f.i);
      inst.out = start2;
      inst.arg = starts[i2];
      start2 = f.i;
    }
    c.prog.start = start2;
    c.prog.markLookbehindInsts();
    return c.prog;
  }
  constructor() {
    this.prog = new Prog();
    this.newInst(Inst.FAIL);
    this.lbOffset = 0;
    this.runeCache = /* @__PURE__ */ new Map();
    this.walker = {
      leaf: (re) => this.leaf(re),
      enter: (re) => this.enter(re),
      child: (re, state, result) => this.child(re, state, result),
      leave: (re, state) => this.leave(re, state)
    };
  }
  newInst(op) {
    this.prog.addInst(op);
    return new Frag(this.prog.numInst() - 1, new PatchList(), true);
  }
  nop() {
    const f = this.newInst(Inst.NOP);
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  fail() {
    return new Frag();
  }
  cap(arg) {
    const f = this.newInst(Inst.CAPTURE);
    f.out = new PatchList(f.i << 1, f.i << 1);
    this.prog.getInst(f.i).arg = arg;
    if (this.prog.numCap < arg + 1) this.prog.numCap = arg + 1;
    return f;
  }
  cat(f1, f2) {
    if (f1.i === 0 || f2.i === 0) {
      this.prog.patch(f1.out, 0);
      this.prog.patch(f2.out, 0);
      return this.fail();
    }
    this.prog.patch(f1.out, f2.i);
    return new Frag(f1.i, f2.out, f1.nullable && f2.nullable);
  }
  alt(f1, f2) {
    if (f1.i === 0) return f2;
    if (f2.i === 0) return f1;
    const f = this.newInst(Inst.ALT);
    const i2 = this.prog.getInst(f.i);
    i2.out = f1.i;
    i2.arg = f2.i;
    f.out = this.prog.append(f1.out, f2.out);
    f.nullable = f1.nullable || f2.nullable;
    return f;
  }
  loop(f1, nongreedy) {
    const f = this.newInst(Inst.ALT);
    const i2 = this.prog.getInst(f.i);
    if (nongreedy) {
      i2.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i2.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    this.prog.patch(f1.out, f.i);
    return f;
  }
  quest(f1, nongreedy) {
    if (f1.i === 0) return this.nop();
    const f = this.newInst(Inst.ALT);
    const i2 = this.prog.getInst(f.i);
    if (nongreedy) {
      i2.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i2.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    f.out = this.prog.append(f.out, f1.out);
    return f;
  }
  star(f1, nongreedy) {
    if (f1.i === 0) return this.nop();
    if (f1.nullable) return this.quest(this.plus(f1, nongreedy), nongreedy);
    return this.loop(f1, nongreedy);
  }
  plus(f1, nongreedy) {
    if (f1.i === 0) return this.fail();
    return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
  }
  empty(op) {
    const f = this.newInst(Inst.EMPTY_WIDTH);
    this.prog.getInst(f.i).arg = op;
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  rune(runes, flags2) {
    const f = this.newInst(Inst.RUNE);
    f.nullable = false;
    const i2 = this.prog.getInst(f.i);
    i2.runes = runes;
    flags2 &= RE2Flags.FOLD_CASE;
    if (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0]) flags2 &= ~RE2Flags.FOLD_CASE;
    i2.arg = flags2;
    f.out = new PatchList(f.i << 1, f.i << 1);
    if ((flags2 & RE2Flags.FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) i2.op = Inst.RUNE1;
    else if (runes.length === 2 && runes[0] === 0 && runes[1] === Unicode.MAX_RUNE) i2.op = Inst.RUNE_ANY;
    else if (runes.length === 4 && runes[0] === 0 && runes[1] === Codepoint.CODES["\n"] - 1 && runes[2] === Codepoint.CODES["\n"] + 1 && runes[3] === Unicode.MAX_RUNE) i2.op = Inst.RUNE_ANY_NOT_NL;
    return f;
  }
  lookBehind(a, parsedLb) {
    const lb = Math.sign(parsedLb) * (Math.abs(parsedLb) + this.lbOffset);
    const id = this.newInst(Inst.LB_WRITE);
    this.prog.getInst(id.i).arg = lb;
    const any = this.rune(ANY_RUNE, 0);
    const dotStar = this.star(any, true);
    const lbAutomaton = this.cat(dotStar, a);
    this.prog.patch(lbAutomaton.out, id.i);
    const checkId = this.newInst(Inst.LB_CHECK);
    this.prog.getInst(checkId.i).arg = lb;
    this.prog.lbStarts.push(lbAutomaton.i);
    if (Math.abs(lb) > this.prog.numLb) this.prog.numLb = Math.abs(lb);
    checkId.out = new PatchList(checkId.i << 1, checkId.i << 1);
    return checkId;
  }
  compile(re) {
    return RegexpWalker.walk(re, this.walker);
  }
  leaf(re) {
    switch (re.op) {
      case Regexp.Op.NO_MATCH:
        return this.fail();
      case Regexp.Op.EMPTY_MATCH:
        return this.nop();
      case Regexp.Op.LITERAL: {
        if (re.runes.length === 0) return this.nop();
        let f = null;
        for (let r of re.runes) {
          let singleRune = this.runeCache.get(r);
          if (singleRune === void 0) {
            singleRune = new Int32Array([r]);
            this.runeCache.set(r, singleRune);
          }
          const f1 = this.rune(singleRune, re.flags);
          f = f === null ? f1 : this.cat(f, f1);
        }
        return f;
      }
      case Regexp.Op.CHAR_CLASS:
        return this.rune(re.runes, re.flags);
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return this.rune(ANY_RUNE_NOT_NL, 0);
      case Regexp.Op.ANY_CHAR:
        return this.rune(ANY_RUNE, 0);
      case Regexp.Op.BEGIN_LINE:
        return this.empty(Utils.EMPTY_BEGIN_LINE);
      case Regexp.Op.END_LINE:
        return this.empty(Utils.EMPTY_END_LINE);
      case Regexp.Op.BEGIN_TEXT:
        return this.empty(Utils.EMPTY_BEGIN_TEXT);
      case Regexp.Op.END_TEXT:
        return this.empty(Utils.EMPTY_END_TEXT);
      case Regexp.Op.WORD_BOUNDARY:
        return this.empty(Utils.EMPTY_WORD_BOUNDARY);
      case Regexp.Op.NO_WORD_BOUNDARY:
        return this.empty(Utils.EMPTY_NO_WORD_BOUNDARY);
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return this.nop();
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
  enter(re) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return { sub: null };
      case Regexp.Op.CAPTURE:
        return {
          bra: this.cap(re.cap << 1),
          sub: null
        };
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return { f: null };
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
  child(re, state, f1) {
    if (re.op === Regexp.Op.CONCAT) state.f = state.f === null ? f1 : this.cat(state.f, f1);
    else if (re.op === Regexp.Op.ALTERNATE) state.f = state.f === null ? f1 : this.alt(state.f, f1);
    else state.sub = f1;
  }
  leave(re, state) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
        return this.lookBehind(state.sub, re.lb);
      case Regexp.Op.CAPTURE: {
        const ket = this.cap(re.cap << 1 | 1);
        return this.cat(this.cat(state.bra, state.sub), ket);
      }
      case Regexp.Op.STAR:
        return this.star(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.PLUS:
        return this.plus(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.QUEST:
        return this.quest(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return state.f;
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
};
var Simplify = class Simplify2 {
  static simplify(re) {
    if (re === null) return null;
    return RegexpWalker.walk(re, Simplify2.WALKER);
  }
  static WALKER = {
    leaf: (re) => Simplify2.leaf(re),
    enter: (re) => Simplify2.enter(re),
    child: (re, state, result, i2) => Simplify2.child(re, state, result, i2),
    leave: (re, state) => Simplify2.leave(re, state)
  };
  static leaf(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      if (re.runes === null) return re;
      if (re.runes.length === 0) return new Regexp(Regexp.Op.NO_MATCH);
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR);
      if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
    }
    return re;
  }
  static enter(re) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return { sub: null };
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return {
          subs: [],
          changed: false
        };
      case Regexp.Op.REPEAT:
        if (re.min === 0 && re.max === 0) return { result: new Regexp(Regexp.Op.EMPTY_MATCH) };
        return { sub: null };
      default:
        return { result: re };
    }
  }
  static child(re, state, nsub, i2) {
    if (state.subs === void 0) {
      state.sub = nsub;
      return;
    }
    if (nsub !== re.subs[i2]) state.changed = true;
    if (re.op === Regexp.Op.CONCAT) {
      if (nsub.op === Regexp.Op.NO_MATCH) {
        state.result = new Regexp(Regexp.Op.NO_MATCH);
        return;
      }
      if (nsub.op === Regexp.Op.EMPTY_MATCH) {
        state.changed = true;
        return;
      }
      if (nsub.op === Regexp.Op.CONCAT) {
        state.changed = true;
        for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
        return;
      }
    } else {
      if (nsub.op === Regexp.Op.NO_MATCH) {
        state.changed = true;
        return;
      }
      if (nsub.op === Regexp.Op.ALTERNATE) {
        state.changed = true;
        for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
        return;
      }
    }
    state.subs.push(nsub);
  }
  static leave(re, state) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE: {
        const sub = state.sub;
        if (sub !== re.subs[0]) {
          const nre = Regexp.fromRegexp(re);
          nre.runes = /* @__PURE__ */ new Int32Array(0);
          nre.subs = [sub];
          return nre;
        }
        return re;
      }
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        if (state.changed) {
          const newSubs = state.subs;
          if (newSubs.length === 0) return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
          if (newSubs.length === 1) return newSubs[0];
          const nre = Regexp.fromRegexp(re);
          nre.runes = /* @__PURE__ */ new Int32Array(0);
          nre.subs = newSubs;
          return nre;
        }
        return re;
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return Simplify2.simplify1(re.op, re.flags, state.sub, re);
      case Regexp.Op.REPEAT:
        return Simplify2.simplifyRepeat(re, state.sub);
      default:
        return re;
    }
  }
  static simplifyRepeat(re, sub) {
    if (re.max === -1) {
      if (re.min === 0) return Simplify2.simplify1(Regexp.Op.STAR, re.flags, sub, null);
      if (re.min === 1) return Simplify2.simplify1(Regexp.Op.PLUS, re.flags, sub, null);
      const subs = [];
      for (let i2 = 0; i2 < re.min - 1; i2++) subs.push(sub);
      subs.push(Simplify2.simplify1(Regexp.Op.PLUS, re.flags, sub, null));
      return Simplify2.concat(subs);
    }
    if (re.min === 1 && re.max === 1) return sub;
    let prefixSubs = null;
    if (re.min > 0) {
      prefixSubs = [];
      for (let i2 = 0; i2 < re.min; i2++) prefixSubs.push(sub);
    }
    if (re.max > re.min) {
      let suffix = Simplify2.simplify1(Regexp.Op.QUEST, re.flags, sub, null);
      for (let i2 = re.min + 1; i2 < re.max; i2++) suffix = Simplify2.simplify1(Regexp.Op.QUEST, re.flags, Simplify2.concat([sub, suffix]), null);
      if (prefixSubs === null) return suffix;
      prefixSubs.push(suffix);
    }
    if (prefixSubs !== null) return Simplify2.concat(prefixSubs);
    return new Regexp(Regexp.Op.NO_MATCH);
  }
  static concat(subs) {
    const newSubs = [];
    for (let i2 = 0; i2 < subs.length; i2++) {
      const sub = subs[i2];
      if (sub.op === Regexp.Op.NO_MATCH) return new Regexp(Regexp.Op.NO_MATCH);
      if (sub.op === Regexp.Op.EMPTY_MATCH) continue;
      if (sub.op === Regexp.Op.CONCAT) {
        for (let j = 0; j < sub.subs.length; j++) newSubs.push(sub.subs[j]);
        continue;
      }
      newSubs.push(sub);
    }
    if (newSubs.length === 0) return new Regexp(Regexp.Op.EMPTY_MATCH);
    if (newSubs.length === 1) return newSubs[0];
    const nre = new Regexp(Regexp.Op.CONCAT);
    nre.subs = newSubs;
    return nre;
  }
  static simplify1(op, flags2, sub, re) {
    if (sub.op === Regexp.Op.EMPTY_MATCH) return sub;
    if (sub.op === Regexp.Op.NO_MATCH) {
      if (op === Regexp.Op.PLUS) return sub;
      return new Regexp(Regexp.Op.EMPTY_MATCH);
    }
    if (op === sub.op && (flags2 & RE2Flags.NON_GREEDY) === (sub.flags & RE2Flags.NON_GREEDY)) return sub;
    if (re !== null && re.op === op && (re.flags & RE2Flags.NON_GREEDY) === (flags2 & RE2Flags.NON_GREEDY) && sub === re.subs[0]) return re;
    const nre = new Regexp(op);
    nre.flags = flags2;
    nre.subs = [sub];
    return nre;
  }
};
var CharGroup = class {
  constructor(sign, cls) {
    this.sign = sign;
    this.cls = cls;
  }
};
var code1 = [48, 57];
var code2 = [
  9,
  10,
  12,
  13,
  32,
  32
];
var code3 = [
  48,
  57,
  65,
  90,
  95,
  95,
  97,
  122
];
var PERL_GROUPS = /* @__PURE__ */ new Map([
  ["\\d", new CharGroup(1, code1)],
  ["\\D", new CharGroup(-1, code1)],
  ["\\s", new CharGroup(1, code2)],
  ["\\S", new CharGroup(-1, code2)],
  ["\\w", new CharGroup(1, code3)],
  ["\\W", new CharGroup(-1, code3)]
]);
var code4 = [
  48,
  57,
  65,
  90,
  97,
  122
];
var code5 = [
  65,
  90,
  97,
  122
];
var code6 = [0, 127];
var code7 = [
  9,
  9,
  32,
  32
];
var code8 = [
  0,
  31,
  127,
  127
];
var code9 = [48, 57];
var code10 = [33, 126];
var code11 = [97, 122];
var code12 = [32, 126];
var code13 = [
  33,
  47,
  58,
  64,
  91,
  96,
  123,
  126
];
var code14 = [
  9,
  13,
  32,
  32
];
var code15 = [65, 90];
var code16 = [
  48,
  57,
  65,
  90,
  95,
  95,
  97,
  122
];
var code17 = [
  48,
  57,
  65,
  70,
  97,
  102
];
var POSIX_GROUPS = /* @__PURE__ */ new Map([
  ["[:alnum:]", new CharGroup(1, code4)],
  ["[:^alnum:]", new CharGroup(-1, code4)],
  ["[:alpha:]", new CharGroup(1, code5)],
  ["[:^alpha:]", new CharGroup(-1, code5)],
  ["[:ascii:]", new CharGroup(1, code6)],
  ["[:^ascii:]", new CharGroup(-1, code6)],
  ["[:blank:]", new CharGroup(1, code7)],
  ["[:^blank:]", new CharGroup(-1, code7)],
  ["[:cntrl:]", new CharGroup(1, code8)],
  ["[:^cntrl:]", new CharGroup(-1, code8)],
  ["[:digit:]", new CharGroup(1, code9)],
  ["[:^digit:]", new CharGroup(-1, code9)],
  ["[:graph:]", new CharGroup(1, code10)],
  ["[:^graph:]", new CharGroup(-1, code10)],
  ["[:lower:]", new CharGroup(1, code11)],
  ["[:^lower:]", new CharGroup(-1, code11)],
  ["[:print:]", new CharGroup(1, code12)],
  ["[:^print:]", new CharGroup(-1, code12)],
  ["[:punct:]", new CharGroup(1, code13)],
  ["[:^punct:]", new CharGroup(-1, code13)],
  ["[:space:]", new CharGroup(1, code14)],
  ["[:^space:]", new CharGroup(-1, code14)],
  ["[:upper:]", new CharGroup(1, code15)],
  ["[:^upper:]", new CharGroup(-1, code15)],
  ["[:word:]", new CharGroup(1, code16)],
  ["[:^word:]", new CharGroup(-1, code16)],
  ["[:xdigit:]", new CharGroup(1, code17)],
  ["[:^xdigit:]", new CharGroup(-1, code17)]
]);
var CharClass = class CharClass2 {
  static charClassToString(r, len) {
    let result = "[";
    for (let i2 = 0; i2 < len; i2 += 2) {
      if (i2 > 0) result += " ";
      const lo = r[i2];
      const hi = r[i2 + 1];
      if (lo === hi) result += `0x${lo.toString(16)}`;
      else result += `0x${lo.toString(16)}-0x${hi.toString(16)}`;
    }
    result += "]";
    return result;
  }
  static sortRanges(array, len) {
    const n = len >> 1;
    const order = new Array(n);
    for (let i2 = 0; i2 < n; i2++) order[i2] = i2;
    order.sort((a, b) => array[2 * a] - array[2 * b] || array[2 * b + 1] - array[2 * a + 1]);
    const sorted = array.slice(0, len);
    for (let i2 = 0; i2 < n; i2++) {
      array[2 * i2] = sorted[2 * order[i2]];
      array[2 * i2 + 1] = sorted[2 * order[i2] + 1];
    }
  }
  /**
  * @param {number[]|Int32Array} [r]
  */
  constructor(r = Utils.emptyInts()) {
    this.r = r;
    this.len = r.length;
  }
  toArray() {
    if (this.r instanceof Int32Array) return this.len === this.r.length ? this.r : this.r.subarray(0, this.len);
    return new Int32Array(this.len === this.r.length ? this.r : this.r.slice(0, this.len));
  }
  toGrowableArray() {
    if (Array.isArray(this.r)) {
      this.r.length = this.len;
      return this.r;
    }
    return Array.from(this.r.subarray(0, this.len));
  }
  cleanClass() {
    if (this.len < 4) return this;
    CharClass2.sortRanges(this.r, this.len);
    let w = 2;
    for (let i2 = 2; i2 < this.len; i2 += 2) {
      const lo = this.r[i2];
      const hi = this.r[i2 + 1];
      if (lo <= this.r[w - 1] + 1) {
        if (hi > this.r[w - 1]) this.r[w - 1] = hi;
        continue;
      }
      this.r[w] = lo;
      this.r[w + 1] = hi;
      w += 2;
    }
    this.len = w;
    return this;
  }
  appendLiteral(x, flags2) {
    return (flags2 & RE2Flags.FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
  }
  appendRange(lo, hi) {
    if (this.len > 0) {
      for (let i2 = 2; i2 <= 4; i2 += 2) if (this.len >= i2) {
        const rlo = this.r[this.len - i2];
        const rhi = this.r[this.len - i2 + 1];
        if (lo <= rhi + 1 && rlo <= hi + 1) {
          if (lo < rlo) this.r[this.len - i2] = lo;
          if (hi > rhi) this.r[this.len - i2 + 1] = hi;
          return this;
        }
      }
    }
    this.r[this.len++] = lo;
    this.r[this.len++] = hi;
    return this;
  }
  appendFoldedRange(lo, hi) {
    if (lo <= Unicode.MIN_FOLD && hi >= Unicode.MAX_FOLD) return this.appendRange(lo, hi);
    if (hi < Unicode.MIN_FOLD || lo > Unicode.MAX_FOLD) return this.appendRange(lo, hi);
    if (lo < Unicode.MIN_FOLD) {
      this.appendRange(lo, Unicode.MIN_FOLD - 1);
      lo = Unicode.MIN_FOLD;
    }
    if (hi > Unicode.MAX_FOLD) {
      this.appendRange(Unicode.MAX_FOLD + 1, hi);
      hi = Unicode.MAX_FOLD;
    }
    for (let c = lo; c <= hi; c++) {
      this.appendRange(c, c);
      for (let f = Unicode.simpleFold(c); f !== c; f = Unicode.simpleFold(f)) this.appendRange(f, f);
    }
    return this;
  }
  appendClass(x) {
    for (let i2 = 0; i2 < x.length; i2 += 2) this.appendRange(x[i2], x[i2 + 1]);
    return this;
  }
  appendFoldedClass(x) {
    for (let i2 = 0; i2 < x.length; i2 += 2) this.appendFoldedRange(x[i2], x[i2 + 1]);
    return this;
  }
  appendNegatedClass(x) {
    let nextLo = 0;
    for (let i2 = 0; i2 < x.length; i2 += 2) {
      const lo = x[i2];
      const hi = x[i2 + 1];
      if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
      nextLo = hi + 1;
    }
    if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
    return this;
  }
  appendTable(table) {
    for (let i2 = 0; i2 < table.length; ++i2) {
      const lo = table.getLo(i2);
      const hi = table.getHi(i2);
      const stride = table.getStride(i2);
      if (stride === 1) {
        this.appendRange(lo, hi);
        continue;
      }
      for (let c = lo; c <= hi; c += stride) this.appendRange(c, c);
    }
    return this;
  }
  appendNegatedTable(table) {
    let nextLo = 0;
    for (let i2 = 0; i2 < table.length; ++i2) {
      const lo = table.getLo(i2);
      const hi = table.getHi(i2);
      const stride = table.getStride(i2);
      if (stride === 1) {
        if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
        nextLo = hi + 1;
        continue;
      }
      for (let c = lo; c <= hi; c += stride) {
        if (nextLo <= c - 1) this.appendRange(nextLo, c - 1);
        nextLo = c + 1;
      }
    }
    if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
    return this;
  }
  appendTableWithSign(table, sign) {
    return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
  }
  negateClass() {
    let nextLo = 0;
    let w = 0;
    for (let i2 = 0; i2 < this.len; i2 += 2) {
      const lo = this.r[i2];
      const hi = this.r[i2 + 1];
      if (nextLo <= lo - 1) {
        this.r[w] = nextLo;
        this.r[w + 1] = lo - 1;
        w += 2;
      }
      nextLo = hi + 1;
    }
    this.len = w;
    if (nextLo <= Unicode.MAX_RUNE) {
      this.r[this.len++] = nextLo;
      this.r[this.len++] = Unicode.MAX_RUNE;
    }
    return this;
  }
  appendClassWithSign(x, sign) {
    return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
  }
  appendGroup(g, foldCase) {
    let cls = g.cls;
    if (foldCase) cls = new CharClass2().appendFoldedClass(cls).cleanClass().toArray();
    return this.appendClassWithSign(cls, g.sign);
  }
  toString() {
    return CharClass2.charClassToString(this.r, this.len);
  }
};
var StringIterator = class {
  constructor(str) {
    this.str = str;
    this.position = 0;
  }
  pos() {
    return this.position;
  }
  rewindTo(pos) {
    this.position = pos;
  }
  more() {
    return this.position < this.str.length;
  }
  peek() {
    return this.str.codePointAt(this.position);
  }
  skip(n) {
    this.position += n;
  }
  skipString(s) {
    this.position += s.length;
  }
  pop() {
    const r = this.str.codePointAt(this.position);
    this.position += Utils.charCount(r);
    return r;
  }
  lookingAt(s) {
    return this.str.startsWith(s, this.position);
  }
  rest() {
    return this.str.substring(this.position);
  }
  from(beforePos) {
    return this.str.substring(beforePos, this.position);
  }
  toString() {
    return this.rest();
  }
};
var Parser2 = class Parser3 {
  static ERR_INTERNAL_ERROR = "regexp/syntax: internal error";
  static ERR_INVALID_CHAR_RANGE = "invalid character class range";
  static ERR_INVALID_ESCAPE = "invalid escape sequence";
  static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
  static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
  static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
  static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
  static ERR_MISSING_BRACKET = "missing closing ]";
  static ERR_MISSING_PAREN = "missing closing )";
  static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
  static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
  static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
  static ERR_UNEXPECTED_PAREN = "unexpected )";
  static ERR_NESTING_DEPTH = "expression nests too deeply";
  static ERR_LARGE = "expression too large";
  static ERR_INVALID_CAPTURE_IN_LOOKBEHIND = "invalid capture in lookbehind";
  static MAX_HEIGHT = 1e3;
  static MAX_SIZE = 1398101;
  static MAX_RUNES = 33554432;
  static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    Unicode.MAX_RUNE,
    1
  ]));
  static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1
  ]));
  static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1,
    383,
    383,
    1,
    8490,
    8490,
    1
  ]));
  static unicodeTable(name2) {
    if (name2 === "Any") return {
      tab: Parser3.ANY_TABLE,
      fold: Parser3.ANY_TABLE,
      sign: 1
    };
    if (name2 === "Ascii") return {
      tab: Parser3.ASCII_TABLE,
      fold: Parser3.ASCII_FOLD_TABLE,
      sign: 1
    };
    if (name2 === "Assigned") return {
      tab: UnicodeTables.CATEGORIES.get("Cn"),
      fold: UnicodeTables.CATEGORIES.get("Cn"),
      sign: -1
    };
    if (name2 === "Lc") return {
      tab: UnicodeTables.CATEGORIES.get("LC"),
      fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
      sign: 1
    };
    if (UnicodeTables.CATEGORIES.has(name2)) return {
      tab: UnicodeTables.CATEGORIES.get(name2),
      fold: UnicodeTables.FOLD_CATEGORIES.get(name2),
      sign: 1
    };
    if (UnicodeTables.SCRIPTS.has(name2)) return {
      tab: UnicodeTables.SCRIPTS.get(name2),
      fold: UnicodeTables.FOLD_SCRIPT.get(name2),
      sign: 1
    };
    return null;
  }
  static minFoldRune(r) {
    if (r < Unicode.MIN_FOLD || r > Unicode.MAX_FOLD) return r;
    let min = r;
    const r0 = r;
    for (r = Unicode.simpleFold(r); r !== r0; r = Unicode.simpleFold(r)) if (min > r) min = r;
    return min;
  }
  static leadingRegexp(re) {
    if (re.op === Regexp.Op.EMPTY_MATCH) return null;
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      const sub = re.subs[0];
      if (sub.op === Regexp.Op.EMPTY_MATCH) return null;
      return sub;
    }
    return re;
  }
  static literalRegexp(s, flags2) {
    const re = new Regexp(Regexp.Op.LITERAL);
    re.flags = flags2;
    re.runes = Utils.stringToRunes(s);
    return re;
  }
  /**
  * Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
  * @param {string} pattern
  * @param {number} flags
  */
  static parse(pattern, flags2) {
    return new Parser3(pattern, flags2).parseInternal();
  }
  static parseRepeat(t) {
    const start2 = t.pos();
    if (!t.more() || !t.lookingAt("{")) return -1;
    t.skip(1);
    const min = Parser3.parseInt(t);
    if (min === -1) return -1;
    if (!t.more()) return -1;
    let max;
    if (!t.lookingAt(",")) max = min;
    else {
      t.skip(1);
      if (!t.more()) return -1;
      if (t.lookingAt("}")) max = -1;
      else if ((max = Parser3.parseInt(t)) === -1) return -1;
    }
    if (!t.more() || !t.lookingAt("}")) return -1;
    t.skip(1);
    if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_REPEAT_SIZE, t.from(start2));
    return min << 16 | max & Unicode.MAX_BMP;
  }
  static isValidCaptureName(name2) {
    if (name2.length === 0) return false;
    for (let i2 = 0; i2 < name2.length; i2++) {
      const c = name2.codePointAt(i2);
      if (c !== Codepoint.CODES["_"] && !Utils.isalnum(c)) return false;
    }
    return true;
  }
  static parseInt(t) {
    const start2 = t.pos();
    while (t.more() && t.peek() >= Codepoint.CODES["0"] && t.peek() <= Codepoint.CODES["9"]) t.skip(1);
    const n = t.from(start2);
    if (n.length === 0 || n.length > 1 && n.codePointAt(0) === Codepoint.CODES["0"]) return -1;
    if (n.length > 8) return -2;
    return parseInt(n, 10);
  }
  static isCharClass(re) {
    return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
  }
  static matchRune(re, r) {
    switch (re.op) {
      case Regexp.Op.LITERAL:
        return re.runes.length === 1 && re.runes[0] === r;
      case Regexp.Op.CHAR_CLASS:
        for (let i2 = 0; i2 < re.runes.length; i2 += 2) if (re.runes[i2] <= r && r <= re.runes[i2 + 1]) return true;
        return false;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return r !== Codepoint.CODES["\n"];
      case Regexp.Op.ANY_CHAR:
        return true;
    }
    return false;
  }
  static mergeCharClass(dst, src) {
    switch (dst.op) {
      case Regexp.Op.ANY_CHAR:
        break;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        if (Parser3.matchRune(src, Codepoint.CODES["\n"])) dst.op = Regexp.Op.ANY_CHAR;
        break;
      case Regexp.Op.CHAR_CLASS: {
        const cc = new CharClass(Array.isArray(dst.runes) ? dst.runes : Array.from(dst.runes));
        if (src.op === Regexp.Op.LITERAL) cc.appendLiteral(src.runes[0], src.flags);
        else cc.appendClass(src.runes);
        dst.runes = cc.toGrowableArray();
        break;
      }
      case Regexp.Op.LITERAL:
        if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) break;
        dst.op = Regexp.Op.CHAR_CLASS;
        dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toGrowableArray();
    }
  }
  static parseEscape(t) {
    const startPos = t.pos();
    t.skip(1);
    if (!t.more()) throw new RE2JSSyntaxException(Parser3.ERR_TRAILING_BACKSLASH);
    let c = t.pop();
    bigswitch: switch (c) {
      case Codepoint.CODES["1"]:
      case Codepoint.CODES["2"]:
      case Codepoint.CODES["3"]:
      case Codepoint.CODES["4"]:
      case Codepoint.CODES["5"]:
      case Codepoint.CODES["6"]:
      case Codepoint.CODES["7"]:
        if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
      case Codepoint.CODES["0"]: {
        let r = c - Codepoint.CODES["0"];
        for (let i2 = 1; i2 < 3; i2++) {
          if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
          r = r * 8 + t.peek() - Codepoint.CODES["0"];
          t.skip(1);
        }
        return r;
      }
      case Codepoint.CODES["x"]: {
        if (!t.more()) break;
        c = t.pop();
        if (c === Codepoint.CODES["{"]) {
          let nhex = 0;
          let r = 0;
          while (true) {
            if (!t.more()) break bigswitch;
            c = t.pop();
            if (c === Codepoint.CODES["}"]) break;
            const v = Utils.unhex(c);
            if (v < 0) break bigswitch;
            r = r * 16 + v;
            if (r > Unicode.MAX_RUNE) break bigswitch;
            nhex++;
          }
          if (nhex === 0) break bigswitch;
          return r;
        }
        const x = Utils.unhex(c);
        if (!t.more()) break;
        c = t.pop();
        const y = Utils.unhex(c);
        if (x < 0 || y < 0) break;
        return x * 16 + y;
      }
      case Codepoint.CODES["a"]:
        return Codepoint.CODES["\x07"];
      case Codepoint.CODES["f"]:
        return Codepoint.CODES["\f"];
      case Codepoint.CODES["n"]:
        return Codepoint.CODES["\n"];
      case Codepoint.CODES["r"]:
        return Codepoint.CODES["\r"];
      case Codepoint.CODES["t"]:
        return Codepoint.CODES["	"];
      case Codepoint.CODES["v"]:
        return Codepoint.CODES["\v"];
      default:
        if (c <= Unicode.MAX_ASCII && !Utils.isalnum(c)) return c;
    }
    throw new RE2JSSyntaxException(Parser3.ERR_INVALID_ESCAPE, t.from(startPos));
  }
  static parseClassChar(t, wholeClassPos) {
    if (!t.more()) throw new RE2JSSyntaxException(Parser3.ERR_MISSING_BRACKET, t.from(wholeClassPos));
    if (t.lookingAt("\\")) return Parser3.parseEscape(t);
    return t.pop();
  }
  static hasCapture(re) {
    if (re === null) return false;
    if (re.op === Regexp.Op.CAPTURE) return true;
    if (re.subs) {
      for (let sub of re.subs) if (Parser3.hasCapture(sub)) return true;
    }
    return false;
  }
  constructor(wholeRegexp, flags2 = 0) {
    this.wholeRegexp = wholeRegexp;
    this.flags = flags2;
    this.numCap = 0;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.stack = [];
    this.free = null;
    this.numRegexp = 0;
    this.numRunes = 0;
    this.repeats = 0;
    this.height = null;
    this.size = null;
    this.nlb = 0;
  }
  newRegexp(op) {
    let re = this.free;
    if (re !== null && re.subs !== null && re.subs.length > 0) {
      this.free = re.subs[0];
      re.reinit();
      re.op = op;
    } else {
      re = new Regexp(op);
      this.numRegexp += 1;
    }
    return re;
  }
  reuse(re) {
    if (this.height !== null && this.height.has(re)) this.height.delete(re);
    if (re.subs !== null && re.subs.length > 0) re.subs[0] = this.free;
    this.free = re;
  }
  checkLimits(re) {
    if (this.numRunes > Parser3.MAX_RUNES) throw new RE2JSSyntaxException(Parser3.ERR_LARGE);
    this.checkSize(re);
    this.checkHeight(re);
  }
  checkSize(re) {
    if (this.size === null) {
      if (this.repeats === 0) this.repeats = 1;
      if (re.op === Regexp.Op.REPEAT) {
        let n = re.max;
        if (n === -1) n = re.min;
        if (n <= 0) n = 1;
        if (n > Math.floor(Parser3.MAX_SIZE / this.repeats)) this.repeats = Parser3.MAX_SIZE;
        else this.repeats *= n;
      }
      if (this.numRegexp < Math.floor(Parser3.MAX_SIZE / this.repeats)) return;
      this.size = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) this.checkSize(reEx);
    }
    if (this.calcSize(re, true) > Parser3.MAX_SIZE) throw new RE2JSSyntaxException(Parser3.ERR_LARGE);
  }
  calcSize(re, force = false) {
    if (!force && this.size !== null) {
      if (this.size.has(re)) return this.size.get(re);
    }
    let size = 0;
    switch (re.op) {
      case Regexp.Op.LITERAL:
        size = re.runes.length;
        break;
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR:
        size = 2 + this.calcSize(re.subs[0]);
        break;
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        size = 1 + this.calcSize(re.subs[0]);
        break;
      case Regexp.Op.CONCAT:
        for (let sub of re.subs) size = size + this.calcSize(sub);
        break;
      case Regexp.Op.ALTERNATE:
        for (let sub of re.subs) size = size + this.calcSize(sub);
        if (re.subs.length > 1) size = size + re.subs.length - 1;
        break;
      case Regexp.Op.REPEAT: {
        let sub = this.calcSize(re.subs[0]);
        if (re.max === -1) {
          if (re.min === 0) size = 2 + sub;
          else size = 1 + re.min * sub;
          break;
        }
        size = re.max * sub + (re.max - re.min);
        break;
      }
    }
    size = Math.max(1, size);
    if (this.size === null) this.size = /* @__PURE__ */ new Map();
    this.size.set(re, size);
    return size;
  }
  checkHeight(re) {
    if (this.numRegexp < Parser3.MAX_HEIGHT) return;
    if (this.height === null) {
      this.height = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) this.checkHeight(reEx);
    }
    if (this.calcHeight(re, true) > Parser3.MAX_HEIGHT) throw new RE2JSSyntaxException(Parser3.ERR_NESTING_DEPTH);
  }
  calcHeight(re, force = false) {
    if (!force && this.height !== null) {
      if (this.height.has(re)) return this.height.get(re);
    }
    let h = 1;
    for (let sub of re.subs) {
      const hsub = this.calcHeight(sub);
      if (h < 1 + hsub) h = 1 + hsub;
    }
    if (this.height === null) this.height = /* @__PURE__ */ new Map();
    this.height.set(re, h);
    return h;
  }
  pop() {
    return this.stack.pop();
  }
  popToPseudo() {
    const n = this.stack.length;
    let i2 = n;
    while (i2 > 0 && !Regexp.isPseudoOp(this.stack[i2 - 1].op)) i2--;
    return this.stack.splice(i2, n - i2);
  }
  push(re) {
    this.numRunes += re.runes.length;
    if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
      if (this.maybeConcat(re.runes[0], this.flags & ~RE2Flags.FOLD_CASE)) return null;
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags & ~RE2Flags.FOLD_CASE;
    } else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && Unicode.simpleFold(re.runes[0]) === re.runes[2] && Unicode.simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && Unicode.simpleFold(re.runes[0]) === re.runes[1] && Unicode.simpleFold(re.runes[1]) === re.runes[0]) {
      if (this.maybeConcat(re.runes[0], this.flags | RE2Flags.FOLD_CASE)) return null;
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags | RE2Flags.FOLD_CASE;
    } else this.maybeConcat(-1, 0);
    this.stack.push(re);
    this.checkLimits(re);
    return re;
  }
  maybeConcat(r, flags2) {
    const n = this.stack.length;
    if (n < 2) return false;
    const re1 = this.stack[n - 1];
    const re2 = this.stack[n - 2];
    if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & RE2Flags.FOLD_CASE) !== (re2.flags & RE2Flags.FOLD_CASE)) return false;
    if (!Array.isArray(re2.runes)) re2.runes = Array.from(re2.runes);
    for (let i2 = 0; i2 < re1.runes.length; i2++) re2.runes.push(re1.runes[i2]);
    if (r >= 0) {
      re1.runes = [r];
      re1.flags = flags2;
      return true;
    }
    this.pop();
    this.reuse(re1);
    return false;
  }
  newLiteral(r, flags2) {
    const re = this.newRegexp(Regexp.Op.LITERAL);
    re.flags = flags2;
    if ((flags2 & RE2Flags.FOLD_CASE) !== 0) r = Parser3.minFoldRune(r);
    re.runes = [r];
    return re;
  }
  literal(r) {
    this.push(this.newLiteral(r, this.flags));
  }
  op(op) {
    const re = this.newRegexp(op);
    re.flags = this.flags;
    return this.push(re);
  }
  repeat(op, min, max, beforePos, t, lastRepeatPos) {
    let flags2 = this.flags;
    if ((flags2 & RE2Flags.PERL_X) !== 0) {
      if (t.more() && t.lookingAt("?")) {
        t.skip(1);
        flags2 ^= RE2Flags.NON_GREEDY;
      }
      if (lastRepeatPos !== -1) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
    }
    const n = this.stack.length;
    if (n === 0) throw new RE2JSSyntaxException(Parser3.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    const sub = this.stack[n - 1];
    if (Regexp.isPseudoOp(sub.op)) throw new RE2JSSyntaxException(Parser3.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    const re = this.newRegexp(op);
    re.min = min;
    re.max = max;
    re.flags = flags2;
    re.subs = [sub];
    this.stack[n - 1] = re;
    this.checkLimits(re);
    if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
  }
  repeatIsValid(re, n) {
    if (re.op === Regexp.Op.REPEAT) {
      let m = re.max;
      if (m === 0) return true;
      if (m < 0) m = re.min;
      if (m > n) return false;
      if (m > 0) n = Math.trunc(n / m);
    }
    for (let sub of re.subs) if (!this.repeatIsValid(sub, n)) return false;
    return true;
  }
  concat() {
    this.maybeConcat(-1, 0);
    const subs = this.popToPseudo();
    if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
    return this.push(this.collapse(subs, Regexp.Op.CONCAT));
  }
  alternate() {
    const subs = this.popToPseudo();
    if (subs.length > 0) this.cleanAlt(subs[subs.length - 1]);
    if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
    return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
  }
  cleanAlt(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      re.runes = new CharClass(Array.from(re.runes)).cleanClass().toArray();
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) {
        re.runes = /* @__PURE__ */ new Int32Array(0);
        re.op = Regexp.Op.ANY_CHAR;
      } else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) {
        re.runes = /* @__PURE__ */ new Int32Array(0);
        re.op = Regexp.Op.ANY_CHAR_NOT_NL;
      }
    }
  }
  collapse(subs, op) {
    if (subs.length === 1) return subs[0];
    let len = 0;
    for (let sub of subs) len += sub.op === op ? sub.subs.length : 1;
    let newsubs = new Array(len).fill(null);
    let i2 = 0;
    for (let sub of subs) if (sub.op === op) {
      for (let j = 0; j < sub.subs.length; j++) newsubs[i2++] = sub.subs[j];
      this.reuse(sub);
    } else newsubs[i2++] = sub;
    let re = this.newRegexp(op);
    re.subs = newsubs;
    if (op === Regexp.Op.ALTERNATE) {
      re.subs = this.factor(re.subs);
      if (re.subs.length === 1) {
        const old = re;
        re = re.subs[0];
        this.reuse(old);
      }
    }
    return re;
  }
  factor(array) {
    if (array.length < 2) return array;
    let s = 0;
    let lensub = array.length;
    let lenout = 0;
    let str = null;
    let strlen = 0;
    let strflags = 0;
    let start2 = 0;
    for (let i2 = 0; i2 <= lensub; i2++) {
      let istr = null;
      let istrlen = 0;
      let iflags = 0;
      if (i2 < lensub) {
        let re = array[s + i2];
        if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) re = re.subs[0];
        if (re.op === Regexp.Op.LITERAL) {
          istr = re.runes;
          istrlen = re.runes.length;
          iflags = re.flags & RE2Flags.FOLD_CASE;
        }
        if (iflags === strflags) {
          let same = 0;
          while (same < strlen && same < istrlen && str[same] === istr[same]) same++;
          if (same > 0) {
            strlen = same;
            continue;
          }
        }
      }
      if (i2 === start2) {
      } else if (i2 === start2 + 1) array[lenout++] = array[s + start2];
      else {
        const prefix = this.newRegexp(Regexp.Op.LITERAL);
        prefix.flags = strflags;
        prefix.runes = str.slice(0, strlen);
        for (let j = start2; j < i2; j++) {
          array[s + j] = this.removeLeadingString(array[s + j], strlen);
          this.checkLimits(array[s + j]);
        }
        const suffix = this.collapse(array.slice(s + start2, s + i2), Regexp.Op.ALTERNATE);
        const re = this.newRegexp(Regexp.Op.CONCAT);
        re.subs = [prefix, suffix];
        array[lenout++] = re;
      }
      start2 = i2;
      str = istr;
      strlen = istrlen;
      strflags = iflags;
    }
    lensub = lenout;
    s = 0;
    start2 = 0;
    lenout = 0;
    let first = null;
    for (let i2 = 0; i2 <= lensub; i2++) {
      let ifirst = null;
      if (i2 < lensub) {
        ifirst = Parser3.leadingRegexp(array[s + i2]);
        if (first !== null && first.equals(ifirst) && (Parser3.isCharClass(first) || first.op === Regexp.Op.REPEAT && first.min === first.max && Parser3.isCharClass(first.subs[0]))) continue;
      }
      if (i2 === start2) {
      } else if (i2 === start2 + 1) array[lenout++] = array[s + start2];
      else {
        const prefix = first;
        for (let j = start2; j < i2; j++) {
          const reuse = j !== start2;
          array[s + j] = this.removeLeadingRegexp(array[s + j], reuse);
          this.checkLimits(array[s + j]);
        }
        const suffix = this.collapse(array.slice(s + start2, s + i2), Regexp.Op.ALTERNATE);
        const re = this.newRegexp(Regexp.Op.CONCAT);
        re.subs = [prefix, suffix];
        array[lenout++] = re;
      }
      start2 = i2;
      first = ifirst;
    }
    lensub = lenout;
    s = 0;
    start2 = 0;
    lenout = 0;
    for (let i2 = 0; i2 <= lensub; i2++) {
      if (i2 < lensub && Parser3.isCharClass(array[s + i2])) continue;
      if (i2 === start2) {
      } else if (i2 === start2 + 1) array[lenout++] = array[s + start2];
      else {
        let max = start2;
        for (let j = start2 + 1; j < i2; j++) {
          const subMax = array[s + max];
          const subJ = array[s + j];
          if (subMax.op < subJ.op || subMax.op === subJ.op && (subMax.runes !== null ? subMax.runes.length : 0) < (subJ.runes !== null ? subJ.runes.length : 0)) max = j;
        }
        const tmp = array[s + start2];
        array[s + start2] = array[s + max];
        array[s + max] = tmp;
        for (let j = start2 + 1; j < i2; j++) {
          Parser3.mergeCharClass(array[s + start2], array[s + j]);
          this.reuse(array[s + j]);
        }
        this.cleanAlt(array[s + start2]);
        array[lenout++] = array[s + start2];
      }
      if (i2 < lensub) array[lenout++] = array[s + i2];
      start2 = i2 + 1;
    }
    lensub = lenout;
    s = 0;
    start2 = 0;
    lenout = 0;
    for (let i2 = 0; i2 < lensub; ++i2) {
      if (i2 + 1 < lensub && array[s + i2].op === Regexp.Op.EMPTY_MATCH && array[s + i2 + 1].op === Regexp.Op.EMPTY_MATCH) continue;
      array[lenout++] = array[s + i2];
    }
    lensub = lenout;
    s = 0;
    return array.slice(s, lensub);
  }
  removeLeadingString(re, n) {
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      const sub = this.removeLeadingString(re.subs[0], n);
      re.subs[0] = sub;
      if (sub.op === Regexp.Op.EMPTY_MATCH) {
        this.reuse(sub);
        switch (re.subs.length) {
          case 0:
          case 1:
            re.op = Regexp.Op.EMPTY_MATCH;
            re.subs = Regexp.emptySubs();
            break;
          case 2: {
            const old = re;
            re = re.subs[1];
            this.reuse(old);
            break;
          }
          default:
            re.subs = re.subs.slice(1, re.subs.length);
        }
      }
      return re;
    }
    if (re.op === Regexp.Op.LITERAL) {
      re.runes = re.runes.slice(n, re.runes.length);
      if (re.runes.length === 0) re.op = Regexp.Op.EMPTY_MATCH;
    }
    return re;
  }
  removeLeadingRegexp(re, reuse) {
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      if (reuse) this.reuse(re.subs[0]);
      re.subs = re.subs.slice(1, re.subs.length);
      switch (re.subs.length) {
        case 0:
          re.op = Regexp.Op.EMPTY_MATCH;
          re.subs = Regexp.emptySubs();
          break;
        case 1: {
          const old = re;
          re = re.subs[0];
          this.reuse(old);
          break;
        }
      }
      return re;
    }
    if (reuse) this.reuse(re);
    return this.newRegexp(Regexp.Op.EMPTY_MATCH);
  }
  parseInternal() {
    if ((this.flags & RE2Flags.LITERAL) !== 0) return Parser3.literalRegexp(this.wholeRegexp, this.flags);
    let lastRepeatPos = -1;
    let min = -1;
    let max = -1;
    const t = new StringIterator(this.wholeRegexp);
    while (t.more()) {
      let repeatPos = -1;
      bigswitch: switch (t.peek()) {
        case Codepoint.CODES["("]:
          if ((this.flags & RE2Flags.LOOKBEHIND) !== 0) {
            if (t.lookingAt("(?<=")) {
              this.parsePosLookBehind();
              t.skip(4);
              break;
            }
            if (t.lookingAt("(?<!")) {
              this.parseNegLookBehind();
              t.skip(4);
              break;
            }
          }
          if ((this.flags & RE2Flags.PERL_X) !== 0 && t.lookingAt("(?")) {
            this.parsePerlFlags(t);
            break;
          }
          this.op(Regexp.Op.LEFT_PAREN).cap = ++this.numCap;
          t.skip(1);
          break;
        case Codepoint.CODES["|"]:
          this.parseVerticalBar();
          t.skip(1);
          break;
        case Codepoint.CODES[")"]:
          this.parseRightParen();
          t.skip(1);
          break;
        case Codepoint.CODES["^"]:
          if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.BEGIN_TEXT);
          else this.op(Regexp.Op.BEGIN_LINE);
          t.skip(1);
          break;
        case Codepoint.CODES["$"]:
          if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.END_TEXT).flags |= RE2Flags.WAS_DOLLAR;
          else this.op(Regexp.Op.END_LINE);
          t.skip(1);
          break;
        case Codepoint.CODES["."]:
          if ((this.flags & RE2Flags.DOT_NL) !== 0) this.op(Regexp.Op.ANY_CHAR);
          else this.op(Regexp.Op.ANY_CHAR_NOT_NL);
          t.skip(1);
          break;
        case Codepoint.CODES["["]:
          this.parseClass(t);
          break;
        case Codepoint.CODES["*"]:
        case Codepoint.CODES["+"]:
        case Codepoint.CODES["?"]: {
          repeatPos = t.pos();
          let op = null;
          switch (t.pop()) {
            case Codepoint.CODES["*"]:
              op = Regexp.Op.STAR;
              break;
            case Codepoint.CODES["+"]:
              op = Regexp.Op.PLUS;
              break;
            case Codepoint.CODES["?"]:
              op = Regexp.Op.QUEST;
          }
          this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
          break;
        }
        case Codepoint.CODES["{"]: {
          const before = t.pos();
          const minMax = Parser3.parseRepeat(t);
          if (minMax < 0) {
            t.rewindTo(before);
            this.literal(t.pop());
            break;
          }
          repeatPos = before;
          min = minMax >> 16;
          max = (minMax & Unicode.MAX_BMP) << 16 >> 16;
          this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
          break;
        }
        case Codepoint.CODES["\\"]: {
          const savedPos = t.pos();
          t.skip(1);
          if ((this.flags & RE2Flags.PERL_X) !== 0 && t.more()) switch (t.pop()) {
            case Codepoint.CODES["A"]:
              this.op(Regexp.Op.BEGIN_TEXT);
              break bigswitch;
            case Codepoint.CODES["b"]:
              this.op(Regexp.Op.WORD_BOUNDARY);
              break bigswitch;
            case Codepoint.CODES["B"]:
              this.op(Regexp.Op.NO_WORD_BOUNDARY);
              break bigswitch;
            case Codepoint.CODES["C"]:
              throw new RE2JSSyntaxException(Parser3.ERR_INVALID_ESCAPE, "\\C");
            case Codepoint.CODES["Q"]: {
              let lit = t.rest();
              const i2 = lit.indexOf("\\E");
              if (i2 >= 0) {
                lit = lit.substring(0, i2);
                t.skipString(lit);
                t.skipString("\\E");
              } else t.skipString(lit);
              let j = 0;
              while (j < lit.length) {
                const codepoint = lit.codePointAt(j);
                this.literal(codepoint);
                j += Utils.charCount(codepoint);
              }
              break bigswitch;
            }
            case Codepoint.CODES["z"]:
              this.op(Regexp.Op.END_TEXT);
              break bigswitch;
            default:
              t.rewindTo(savedPos);
          }
          else t.rewindTo(savedPos);
          const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
          re.flags = this.flags;
          if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
            const cc2 = new CharClass();
            if (this.parseUnicodeClass(t, cc2)) {
              re.runes = cc2.toArray();
              this.push(re);
              break bigswitch;
            }
          }
          const cc = new CharClass();
          if (this.parsePerlClassEscape(t, cc)) {
            re.runes = cc.toArray();
            this.push(re);
            break bigswitch;
          }
          t.rewindTo(savedPos);
          this.reuse(re);
          this.literal(Parser3.parseEscape(t));
          break;
        }
        default:
          this.literal(t.pop());
      }
      lastRepeatPos = repeatPos;
    }
    this.concat();
    if (this.swapVerticalBar()) this.pop();
    this.alternate();
    if (this.stack.length !== 1) throw new RE2JSSyntaxException(Parser3.ERR_MISSING_PAREN, this.wholeRegexp);
    this.stack[0].namedGroups = this.namedGroups;
    return this.stack[0];
  }
  parsePerlFlags(t) {
    const startPos = t.pos();
    const s = t.rest();
    if (s.startsWith("(?P<") || s.startsWith("(?<")) {
      const begin = s.charAt(2) === "P" ? 4 : 3;
      const end = s.indexOf(">");
      if (end < 0) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_NAMED_CAPTURE, s);
      const name2 = s.substring(begin, end);
      t.skipString(name2);
      t.skip(begin + 1);
      if (!Parser3.isValidCaptureName(name2)) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
      const re = this.op(Regexp.Op.LEFT_PAREN);
      re.cap = ++this.numCap;
      if (this.namedGroups[name2]) throw new RE2JSSyntaxException(Parser3.ERR_DUPLICATE_NAMED_CAPTURE, name2);
      this.namedGroups[name2] = this.numCap;
      re.name = name2;
      return;
    }
    t.skip(2);
    let flags2 = this.flags;
    let sign = 1;
    let sawFlag = false;
    loop: while (t.more()) {
      const c = t.pop();
      switch (c) {
        case Codepoint.CODES["i"]:
          flags2 |= RE2Flags.FOLD_CASE;
          sawFlag = true;
          break;
        case Codepoint.CODES["m"]:
          flags2 &= ~RE2Flags.ONE_LINE;
          sawFlag = true;
          break;
        case Codepoint.CODES["s"]:
          flags2 |= RE2Flags.DOT_NL;
          sawFlag = true;
          break;
        case Codepoint.CODES["U"]:
          flags2 |= RE2Flags.NON_GREEDY;
          sawFlag = true;
          break;
        case Codepoint.CODES["-"]:
          if (sign < 0) break loop;
          sign = -1;
          flags2 = ~flags2;
          sawFlag = false;
          break;
        case Codepoint.CODES[":"]:
        case Codepoint.CODES[")"]:
          if (sign < 0) {
            if (!sawFlag) break loop;
            flags2 = ~flags2;
          }
          if (c === Codepoint.CODES[":"]) this.op(Regexp.Op.LEFT_PAREN);
          this.flags = flags2;
          return;
        default:
          break loop;
      }
    }
    throw new RE2JSSyntaxException(Parser3.ERR_INVALID_PERL_OP, t.from(startPos));
  }
  parsePosLookBehind() {
    const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
    re.flags = this.flags;
    re.lb = ++this.nlb;
    return this.push(re);
  }
  parseNegLookBehind() {
    const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
    re.flags = this.flags;
    re.lb = -++this.nlb;
    return this.push(re);
  }
  parseVerticalBar() {
    this.concat();
    if (!this.swapVerticalBar()) this.op(Regexp.Op.VERTICAL_BAR);
  }
  swapVerticalBar() {
    const n = this.stack.length;
    if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && Parser3.isCharClass(this.stack[n - 1]) && Parser3.isCharClass(this.stack[n - 3])) {
      let re1 = this.stack[n - 1];
      let re3 = this.stack[n - 3];
      if (re1.op > re3.op) {
        const tmp = re3;
        re3 = re1;
        re1 = tmp;
        this.stack[n - 3] = re3;
      }
      Parser3.mergeCharClass(re3, re1);
      this.reuse(re1);
      this.pop();
      return true;
    }
    if (n >= 2) {
      const re1 = this.stack[n - 1];
      const re2 = this.stack[n - 2];
      if (re2.op === Regexp.Op.VERTICAL_BAR) {
        if (n >= 3) this.cleanAlt(this.stack[n - 3]);
        this.stack[n - 2] = re1;
        this.stack[n - 1] = re2;
        return true;
      }
    }
    return false;
  }
  parseRightParen() {
    this.concat();
    if (this.swapVerticalBar()) this.pop();
    this.alternate();
    if (this.stack.length < 2) throw new RE2JSSyntaxException(Parser3.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    const re1 = this.pop();
    const re2 = this.pop();
    if (re2.op !== Regexp.Op.LEFT_PAREN) throw new RE2JSSyntaxException(Parser3.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    this.flags = re2.flags;
    if (re2.lb !== 0) {
      if (Parser3.hasCapture(re1)) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_CAPTURE_IN_LOOKBEHIND, this.wholeRegexp);
      if (re2.lb > 0) re2.op = Regexp.Op.PLB;
      else re2.op = Regexp.Op.NLB;
      re2.subs = [re1];
      this.push(re2);
      return;
    }
    if (re2.cap === 0) this.push(re1);
    else {
      re2.op = Regexp.Op.CAPTURE;
      re2.subs = [re1];
      this.push(re2);
    }
  }
  parsePerlClassEscape(t, cc) {
    const beforePos = t.pos();
    if ((this.flags & RE2Flags.PERL_X) === 0 || !t.more() || t.pop() !== Codepoint.CODES["\\"] || !t.more()) return false;
    t.pop();
    const p = t.from(beforePos);
    const g = PERL_GROUPS.has(p) ? PERL_GROUPS.get(p) : null;
    if (g === null) return false;
    cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
    return true;
  }
  parseNamedClass(t, cc) {
    const cls = t.rest();
    const i2 = cls.indexOf(":]");
    if (i2 < 0) return false;
    const name2 = cls.substring(0, i2 + 2);
    t.skipString(name2);
    const g = POSIX_GROUPS.has(name2) ? POSIX_GROUPS.get(name2) : null;
    if (g === null) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_CHAR_RANGE, name2);
    cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
    return true;
  }
  parseUnicodeClass(t, cc) {
    const startPos = t.pos();
    if ((this.flags & RE2Flags.UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) return false;
    t.skip(1);
    let sign = 1;
    let c = t.pop();
    if (c === Codepoint.CODES["P"]) sign = -1;
    if (!t.more()) {
      t.rewindTo(startPos);
      throw new RE2JSSyntaxException(Parser3.ERR_INVALID_CHAR_RANGE, t.rest());
    }
    c = t.pop();
    let name2;
    if (c !== Codepoint.CODES["{"]) name2 = Utils.runeToString(c);
    else {
      const rest = t.rest();
      const end = rest.indexOf("}");
      if (end < 0) {
        t.rewindTo(startPos);
        throw new RE2JSSyntaxException(Parser3.ERR_INVALID_CHAR_RANGE, t.rest());
      }
      name2 = rest.substring(0, end);
      t.skipString(name2);
      t.skip(1);
    }
    if (!(name2.length === 0) && name2.codePointAt(0) === Codepoint.CODES["^"]) {
      sign = 0 - sign;
      name2 = name2.substring(1);
    }
    const pair = Parser3.unicodeTable(name2);
    if (pair === null) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_CHAR_RANGE, t.from(startPos));
    if (pair.sign < 0) sign = 0 - sign;
    const tab = pair.tab;
    const fold = pair.fold;
    if ((this.flags & RE2Flags.FOLD_CASE) === 0 || fold === null) cc.appendTableWithSign(tab, sign);
    else {
      const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
      cc.appendClassWithSign(Array.from(tmp), sign);
    }
    return true;
  }
  parseClass(t) {
    const startPos = t.pos();
    t.skip(1);
    const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
    re.flags = this.flags;
    const cc = new CharClass();
    let sign = 1;
    if (t.more() && t.lookingAt("^")) {
      sign = -1;
      t.skip(1);
      if ((this.flags & RE2Flags.CLASS_NL) === 0) cc.appendRange(Codepoint.CODES["\n"], Codepoint.CODES["\n"]);
    }
    let first = true;
    while (!t.more() || t.peek() !== Codepoint.CODES["]"] || first) {
      if (t.more() && t.lookingAt("-") && (this.flags & RE2Flags.PERL_X) === 0 && !first) {
        const s = t.rest();
        if (s === "-" || !s.startsWith("-]")) {
          t.rewindTo(startPos);
          throw new RE2JSSyntaxException(Parser3.ERR_INVALID_CHAR_RANGE, t.rest());
        }
      }
      first = false;
      const beforePos = t.pos();
      if (t.lookingAt("[:")) {
        if (this.parseNamedClass(t, cc)) continue;
        t.rewindTo(beforePos);
      }
      if (this.parseUnicodeClass(t, cc)) continue;
      if (this.parsePerlClassEscape(t, cc)) continue;
      t.rewindTo(beforePos);
      const lo = Parser3.parseClassChar(t, startPos);
      let hi = lo;
      if (t.more() && t.lookingAt("-")) {
        t.skip(1);
        if (t.more() && t.lookingAt("]")) t.skip(-1);
        else {
          hi = Parser3.parseClassChar(t, startPos);
          if (hi < lo) throw new RE2JSSyntaxException(Parser3.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
        }
      }
      if ((this.flags & RE2Flags.FOLD_CASE) === 0) cc.appendRange(lo, hi);
      else cc.appendFoldedRange(lo, hi);
    }
    t.skip(1);
    cc.cleanClass();
    if (sign < 0) cc.negateClass();
    re.runes = cc.toArray();
    this.push(re);
  }
};
var RE2 = class RE22 {
  static initTest(expr) {
    const re2 = RE22.compile(expr);
    const res = new RE22(re2.expr, re2.prog, re2.numSubexp, re2.longest);
    res.cond = re2.cond;
    res.prefix = re2.prefix;
    res.prefixUTF8 = re2.prefixUTF8;
    res.prefixComplete = re2.prefixComplete;
    res.prefixRune = re2.prefixRune;
    res.prefilter = re2.prefilter;
    res.namedGroups = re2.namedGroups;
    return res;
  }
  /**
  * Parses a regular expression and returns, if successful, an {@code RE2} instance that can be
  * used to match against text.
  *
  * When matching against text, the regexp returns a match that begins as early as possible in the
  * input (leftmost), and among those it chooses the one that a backtracking search would have
  * found first. This so-called leftmost-first matching is the same semantics that Perl, Python,
  * and other implementations use, although this package implements it without the expense of
  * backtracking. For POSIX leftmost-longest matching, see {@link #compilePOSIX}.
  */
  static compile(expr) {
    return RE22.compileImpl(expr, RE2Flags.PERL, false);
  }
  /**
  * {@code compilePOSIX} is like {@link #compile} but restricts the regular expression to POSIX ERE
  * (egrep) syntax and changes the match semantics to leftmost-longest.
  *
  * That is, when matching against text, the regexp returns a match that begins as early as
  * possible in the input (leftmost), and among those it chooses a match that is as long as
  * possible. This so-called leftmost-longest matching is the same semantics that early regular
  * expression implementations used and that POSIX specifies.
  *
  * However, there can be multiple leftmost-longest matches, with different submatch choices, and
  * here this package diverges from POSIX. Among the possible leftmost-longest matches, this
  * package chooses the one that a backtracking search would have found first, while POSIX
  * specifies that the match be chosen to maximize the length of the first subexpression, then the
  * second, and so on from left to right. The POSIX rule is computationally prohibitive and not
  * even well-defined. See http://swtch.com/~rsc/regexp/regexp2.html#posix
  */
  static compilePOSIX(expr) {
    return RE22.compileImpl(expr, RE2Flags.POSIX, true);
  }
  static compileImpl(expr, mode, longest) {
    let re = Parser2.parse(expr, mode);
    const maxCap = re.maxCap();
    const namedGroups = re.namedGroups;
    re = Simplify.simplify(re);
    const prefilter = PrefilterTree.build(re);
    const prog = Compiler.compileRegexp(re);
    const re2 = new RE22(expr, prog, maxCap, longest);
    re2.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
    const [prefixCompl, prefixStr] = prog.prefix();
    re2.prefixComplete = prefixCompl;
    re2.prefix = prefixStr;
    re2.prefixUTF8 = Utils.stringToUtf8ByteArray(re2.prefix);
    if (re2.prefix.length > 0) re2.prefixRune = re2.prefix.codePointAt(0);
    re2.namedGroups = namedGroups;
    return re2;
  }
  /**
  * Returns true iff textual regular expression {@code pattern} matches string {@code s}.
  *
  * More complicated queries need to use {@link #compile} and the full {@code RE2} interface.
  */
  static match(pattern, s) {
    return RE22.compile(pattern).match(s);
  }
  constructor(expr, prog, numSubexp = 0, longest = 0) {
    this.expr = expr;
    this.prog = prog;
    this.numSubexp = numSubexp;
    this.longest = longest;
    this.cond = prog.startCond();
    this.prefix = null;
    this.prefixUTF8 = null;
    this.prefixComplete = false;
    this.prefixRune = 0;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.machinePool = [];
    this.lazyDFA = null;
    this.onepass = OnePass.compile(this.prog);
    this.prefilter = null;
  }
  get dfa() {
    if (this.lazyDFA === null) this.lazyDFA = new DFA(this.prog);
    return this.lazyDFA;
  }
  matchPrefixComplete(input, pos, anchor, ncap) {
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
    let matchStart = -1;
    let matchEnd = -1;
    const pLen = input.prefixLength(this);
    if (anchor === RE2Flags.UNANCHORED) {
      const idx = input.index(this, pos);
      if (idx < 0) return null;
      matchStart = pos + idx;
      matchEnd = matchStart + pLen;
    } else if (anchor === RE2Flags.ANCHOR_BOTH) {
      if (input.endPos() !== pLen) return null;
      if (input.index(this, 0) !== 0) return null;
      matchStart = 0;
      matchEnd = pLen;
    } else if (anchor === RE2Flags.ANCHOR_START) {
      if (input.index(this, 0) !== 0) return null;
      matchStart = 0;
      matchEnd = pLen;
    }
    if (matchStart < 0) return null;
    if (ncap > 0) {
      const matchcap = new Int32Array(ncap).fill(-1);
      matchcap[0] = matchStart;
      matchcap[1] = matchEnd;
      return Array.from(matchcap);
    }
    return [];
  }
  createLookbehindState() {
    return this.prog.numLb > 0 ? new LookbehindState(this.prog) : null;
  }
  executeEngine(input, pos, anchor, ncap, lbState = null) {
    if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) return this.matchPrefixComplete(input, pos, anchor, ncap);
    if (this.prefilter !== null && anchor === RE2Flags.UNANCHORED) {
      if (!this.prefilter.eval(input, pos)) return null;
    }
    if (this.onepass !== null) return OnePass.execute(this, input, pos, anchor, ncap);
    if (ncap > 0) {
      if (this.prog.numLb === 0 && input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
      return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
    }
    if (this.prog.numLb === 0) {
      const dfaResult = this.dfa.match(input, pos, anchor);
      if (dfaResult !== null) return dfaResult ? [] : null;
      if (input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
    }
    return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
  }
  /**
  * Returns the number of parenthesized subexpressions in this regular expression.
  */
  numberOfCapturingGroups() {
    return this.numSubexp;
  }
  /**
  * Returns the number of instructions in this compiled regular expression program.
  */
  numberOfInstructions() {
    return this.prog.numInst();
  }
  get() {
    return this.machinePool.length > 0 ? this.machinePool.pop() : null;
  }
  reset() {
    this.machinePool.length = 0;
  }
  put(m) {
    this.machinePool.push(m);
  }
  toString() {
    return this.expr;
  }
  doExecuteNFA(input, pos, anchor, ncap, lbState = null) {
    let m = this.get();
    if (!m) m = Machine.fromRE2(this);
    m.init(ncap);
    const cap = m.match(input, pos, anchor, lbState) ? m.submatches() : null;
    this.put(m);
    return cap;
  }
  match(s) {
    return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 0) !== null;
  }
  /**
  * Matches the regular expression against input starting at position start and ending at position
  * end, with the given anchoring. Records the submatch boundaries in group, which is [start, end)
  * pairs of byte offsets. The number of boundaries needed is inferred from the size of the group
  * array. It is most efficient not to ask for submatch boundaries.
  *
  * @param input the input byte array
  * @param start the beginning position in the input
  * @param end the end position in the input
  * @param anchor the anchoring flag (UNANCHORED, ANCHOR_START, ANCHOR_BOTH)
  * @param group the array to fill with submatch positions
  * @param ngroup the number of array pairs to fill in
  * @param lbState optional state carried between successive matches over the same input (see
  *   createLookbehindState); omit it to evaluate lookbehinds from the beginning of the input
  * @returns true if a match was found
  */
  matchWithGroup(input, start2, end, anchor, ngroup, lbState = null) {
    if (!(input instanceof MatcherInputBase)) {
      if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
      else input = MatcherInput.utf16(input);
    }
    return this.matchMachineInput(input, start2, end, anchor, ngroup, lbState);
  }
  matchMachineInput(input, start2, end, anchor, ngroup, lbState = null) {
    if (start2 > end) return [false, null];
    const machineInput = input.isUTF16Encoding() ? MachineInput.fromUTF16(input.asCharSequence(), 0, end) : MachineInput.fromUTF8(input.asBytes(), 0, end);
    const groupMatch = this.executeEngine(machineInput, start2, anchor, 2 * ngroup, lbState);
    if (groupMatch === null) return [false, null];
    return [true, groupMatch];
  }
  /**
  * Returns true iff this regexp matches the UTF-8 byte array {@code b}.
  */
  matchUTF8(b) {
    return this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 0) !== null;
  }
  /**
  * Returns a copy of {@code src} in which all matches for this regexp have been replaced by
  * {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceAll(src, repl) {
    return this.replaceAllFunc(src, () => repl, 2 * src.length + 1);
  }
  /**
  * Returns a copy of {@code src} in which only the first match for this regexp has been replaced
  * by {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceFirst(src, repl) {
    return this.replaceAllFunc(src, () => repl, 1);
  }
  /**
  * Returns a copy of {@code src} in which at most {@code maxReplaces} matches for this regexp have
  * been replaced by the return value of of function {@code repl} (whose first argument is the
  * matched string). No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceAllFunc(src, replFunc, maxReplaces) {
    let lastMatchEnd = 0;
    let searchPos = 0;
    let out2 = "";
    const input = MachineInput.fromUTF16(src);
    const lbState = this.createLookbehindState();
    let numReplaces = 0;
    while (searchPos <= src.length) {
      const a = this.executeEngine(input, searchPos, RE2Flags.UNANCHORED, 2, lbState);
      if (a === null || a.length === 0) break;
      out2 += src.substring(lastMatchEnd, a[0]);
      if (a[1] > lastMatchEnd || a[0] === 0) {
        out2 += replFunc(src.substring(a[0], a[1]));
        numReplaces++;
      }
      lastMatchEnd = a[1];
      const width = input.step(searchPos) & 7;
      if (searchPos + width > a[1]) searchPos += width;
      else if (searchPos + 1 > a[1]) searchPos++;
      else searchPos = a[1];
      if (numReplaces >= maxReplaces) break;
    }
    out2 += src.substring(lastMatchEnd);
    return out2;
  }
  pad(a) {
    if (a === null) return null;
    let n = (1 + this.numSubexp) * 2;
    if (a.length < n) {
      let a2 = new Array(n).fill(-1);
      for (let i2 = 0; i2 < a.length; i2++) a2[i2] = a[i2];
      a = a2;
    }
    return a;
  }
  allMatches(input, n, deliverFun = (v) => v) {
    let result = [];
    const end = input.endPos();
    if (n < 0) n = end + 1;
    let pos = 0;
    let i2 = 0;
    let prevMatchEnd = -1;
    const lbState = this.createLookbehindState();
    while (i2 < n && pos <= end) {
      const matches = this.executeEngine(input, pos, RE2Flags.UNANCHORED, this.prog.numCap, lbState);
      if (matches === null || matches.length === 0) break;
      let accept = true;
      if (matches[1] === pos) {
        if (matches[0] === prevMatchEnd) accept = false;
        const r = input.step(pos);
        if (r < 0) pos = end + 1;
        else pos += r & 7;
      } else pos = matches[1];
      prevMatchEnd = matches[1];
      if (accept) {
        result.push(deliverFun(this.pad(matches)));
        i2++;
      }
    }
    return result;
  }
  /**
  * Returns an array holding the text of the leftmost match in {@code b} of this regular
  * expression.
  *
  * A return value of null indicates no match.
  */
  findUTF8(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return null;
    return b.slice(a[0], a[1]);
  }
  /**
  * Returns a two-element array of integers defining the location of the leftmost match in
  * {@code b} of this regular expression. The match itself is at {@code b[loc[0]...loc[1]]}.
  *
  * A return value of null indicates no match.
  */
  findUTF8Index(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return null;
    return a.slice(0, 2);
  }
  /**
  * Returns a string holding the text of the leftmost match in {@code s} of this regular
  * expression.
  *
  * If there is no match, the return value is an empty string, but it will also be empty if the
  * regular expression successfully matches an empty string. Use {@link #findIndex} or
  * {@link #findSubmatch} if it is necessary to distinguish these cases.
  */
  find(s) {
    const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return "";
    return s.substring(a[0], a[1]);
  }
  /**
  * Returns a two-element array of integers defining the location of the leftmost match in
  * {@code s} of this regular expression. The match itself is at
  * {@code s.substring(loc[0], loc[1])}.
  *
  * A return value of null indicates no match.
  */
  findIndex(s) {
    return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
  }
  /**
  * Returns an array of arrays the text of the leftmost match of the regular expression in
  * {@code b} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findUTF8Submatch(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap);
    if (a === null) return null;
    const ret = new Array(1 + this.numSubexp).fill(null);
    for (let i2 = 0; i2 < ret.length; i2++) if (2 * i2 < a.length && a[2 * i2] >= 0) ret[i2] = b.slice(a[2 * i2], a[2 * i2 + 1]);
    return ret;
  }
  /**
  * Returns an array holding the index pairs identifying the leftmost match of this regular
  * expression in {@code b} and the matches, if any, of its subexpressions, as defined by the the
  * <a href='#submatch'>Submatch</a> and <a href='#index'>Index</a> descriptions above.
  *
  * A return value of null indicates no match.
  */
  findUTF8SubmatchIndex(b) {
    return this.pad(this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap));
  }
  /**
  * Returns an array of strings holding the text of the leftmost match of the regular expression in
  * {@code s} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findSubmatch(s) {
    const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap);
    if (a === null) return null;
    const ret = new Array(1 + this.numSubexp).fill(null);
    for (let i2 = 0; i2 < ret.length; i2++) if (2 * i2 < a.length && a[2 * i2] >= 0) ret[i2] = s.substring(a[2 * i2], a[2 * i2 + 1]);
    return ret;
  }
  /**
  * Returns an array holding the index pairs identifying the leftmost match of this regular
  * expression in {@code s} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findSubmatchIndex(s) {
    return this.pad(this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap));
  }
  /**
  * {@code findAllUTF8()} is the <a href='#all'>All</a> version of {@link #findUTF8}; it returns a
  * list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  *
  * TODO(adonovan): think about defining a byte slice view class, like a read-only Go slice backed
  * by |b|.
  */
  findAllUTF8(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => b.slice(match[0], match[1]));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8Index} is the <a href='#all'>All</a> version of {@link #findUTF8Index}; it
  * returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8Index(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => match.slice(0, 2));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAll} is the <a href='#all'>All</a> version of {@link #find}; it returns a list of up
  * to {@code n} successive matches of the expression, as defined by the <a href='#all'>All</a>
  * description above.
  *
  * A return value of null indicates no match.
  */
  findAll(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => s.substring(match[0], match[1]));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllIndex} is the <a href='#all'>All</a> version of {@link #findIndex}; it returns a
  * list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllIndex(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => match.slice(0, 2));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8Submatch} is the <a href='#all'>All</a> version of {@link #findUTF8Submatch};
  * it returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8Submatch(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => {
      let slice = new Array(match.length / 2 | 0).fill(null);
      for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = b.slice(match[2 * j], match[2 * j + 1]);
      return slice;
    });
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8SubmatchIndex} is the <a href='#all'>All</a> version of
  * {@link #findUTF8SubmatchIndex}; it returns a list of up to {@code n} successive matches of the
  * expression, as defined by the <a href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8SubmatchIndex(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n);
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllSubmatch} is the <a href='#all'>All</a> version of {@link #findSubmatch}; it
  * returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllSubmatch(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => {
      let slice = new Array(match.length / 2 | 0).fill(null);
      for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = s.substring(match[2 * j], match[2 * j + 1]);
      return slice;
    });
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllSubmatchIndex} is the <a href='#all'>All</a> version of
  * {@link #findSubmatchIndex}; it returns a list of up to {@code n} successive matches of the
  * expression, as defined by the <a href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllSubmatchIndex(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n);
    if (result.length === 0) return null;
    return result;
  }
};
var RE2Set = class RE2Set2 {
  /** @type {number} */
  static UNANCHORED = RE2Flags.UNANCHORED;
  /** @type {number} */
  static ANCHOR_START = RE2Flags.ANCHOR_START;
  /** @type {number} */
  static ANCHOR_BOTH = RE2Flags.ANCHOR_BOTH;
  /**
  * Constructs a new RE2Set with the specified anchor mode and flags.
  * @param {number} [anchor=RE2Set.UNANCHORED] - The anchoring mode (e.g., RE2Set.UNANCHORED).
  * @param {number} [flags=0] - The public flags to apply to all patterns in the set.
  * @param {number} [maxMem=8388608] - The maximum memory in bytes to use for the DFA (default 8MB).
  */
  constructor(anchor = RE2Set2.UNANCHORED, flags2 = 0, maxMem = 8388608) {
    if (![
      RE2Set2.UNANCHORED,
      RE2Set2.ANCHOR_START,
      RE2Set2.ANCHOR_BOTH
    ].includes(anchor)) throw new RE2JSFlagsException("The anchor should be RE2Set.UNANCHORED, RE2Set.ANCHOR_START or RE2Set.ANCHOR_BOTH");
    Utils.checkFlags(flags2);
    this.anchor = anchor;
    this.jsFlags = flags2;
    this.maxMem = maxMem;
    let re2Flags = RE2Flags.PERL;
    if ((flags2 & PublicFlags.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= ~RE2Flags.UNICODE_GROUPS;
    if ((flags2 & PublicFlags.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
    this.re2Flags = re2Flags;
    this.regexps = [];
    this.prog = null;
    this.dfa = null;
    this.dummyRe2 = null;
  }
  /**
  * Adds a new regular expression pattern to the set.
  * Patterns cannot be added after the set has been compiled.
  * @param {string} pattern - The regular expression pattern to add.
  * @returns {number} The integer index assigned to the added pattern.
  * @throws {RE2JSCompileException} If patterns are added after compilation.
  */
  add(pattern) {
    if (this.prog) throw new RE2JSCompileException("Cannot add patterns after compile");
    Utils.checkPattern(pattern);
    let fregex = pattern;
    if ((this.jsFlags & PublicFlags.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
    if ((this.jsFlags & PublicFlags.DOTALL) !== 0) fregex = `(?s)${fregex}`;
    if ((this.jsFlags & PublicFlags.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
    const re = Parser2.parse(fregex, this.re2Flags);
    this.regexps.push(Simplify.simplify(re));
    return this.regexps.length - 1;
  }
  /**
  * Compiles the added patterns into a single state machine.
  * This is automatically called on the first match if not called explicitly.
  * @returns {void}
  */
  compile() {
    if (this.prog) return;
    const prog = Compiler.compileSet(this.regexps);
    if (prog.numInst() > Parser2.MAX_SIZE) throw new RE2JSCompileException(`${Parser2.ERR_LARGE}: the set compiles to ${prog.numInst()} instructions, more than ${Parser2.MAX_SIZE}`);
    this.prog = prog;
    this.dfa = new DFA(this.prog, this.maxMem);
    this.dummyRe2 = {
      prog: this.prog,
      cond: this.prog.startCond(),
      prefix: "",
      prefixRune: 0,
      longest: false
    };
  }
  /**
  * Matches the input against the compiled set of regular expressions.
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to match against.
  * @returns {number[]} An array of indices representing the patterns that successfully matched the input.
  */
  match(input) {
    if (!this.prog) this.compile();
    const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
    let internalAnchor = RE2Flags.UNANCHORED;
    if (this.anchor === RE2Set2.ANCHOR_START) internalAnchor = RE2Flags.ANCHOR_START;
    else if (this.anchor === RE2Set2.ANCHOR_BOTH) internalAnchor = RE2Flags.ANCHOR_BOTH;
    const dfaResult = this.dfa.matchSet(machineInput, 0, internalAnchor);
    if (dfaResult !== null) return dfaResult;
    const machine = Machine.fromRE2(this.dummyRe2);
    machine.init(0);
    return machine.matchSet(machineInput, 0, internalAnchor);
  }
};
var TranslateRegExpString = class TranslateRegExpString2 {
  static isHexadecimal(ch) {
    return "0" <= ch && ch <= "9" || "A" <= ch && ch <= "F" || "a" <= ch && ch <= "f";
  }
  static translate(data) {
    let prefixFlags = "";
    if (Object.prototype.toString.call(data) === "[object RegExp]") {
      if (data.ignoreCase) prefixFlags += "i";
      if (data.multiline) prefixFlags += "m";
      if (data.dotAll) prefixFlags += "s";
      data = data.source;
    }
    if (typeof data !== "string") return data;
    let result = "";
    let changed = false;
    let size = data.length;
    if (size === 0) {
      result = "(?:)";
      changed = true;
    }
    let inCharClass = false;
    let i2 = 0;
    while (i2 < size) {
      let ch = data[i2];
      if (ch === "\\") {
        if (i2 + 1 < size) {
          ch = data[i2 + 1];
          switch (ch) {
            case "\\":
              result += "\\\\";
              i2 += 2;
              continue;
            case "c":
              if (i2 + 2 < size) {
                let code = data[i2 + 2].charCodeAt(0);
                if (code >= 65 && code <= 90 || code >= 97 && code <= 122) {
                  let val = code % 32;
                  result += "\\x";
                  result += (val >> 4).toString(16).toUpperCase();
                  result += (val & 15).toString(16).toUpperCase();
                  i2 += 3;
                  changed = true;
                  continue;
                }
              }
              result += "c";
              i2 += 2;
              changed = true;
              continue;
            case "u":
              if (i2 + 2 < size) {
                if (data[i2 + 2] === "{") {
                  let j = i2 + 3;
                  let hasHex = false;
                  let closed = false;
                  while (j < size) {
                    const hexChar = data[j];
                    if (hexChar === "}") {
                      closed = true;
                      break;
                    }
                    if (!TranslateRegExpString2.isHexadecimal(hexChar)) break;
                    hasHex = true;
                    j++;
                  }
                  if (closed && hasHex) {
                    result += "\\x";
                    i2 += 2;
                    changed = true;
                    continue;
                  }
                } else if (i2 + 5 < size) {
                  let isHex4 = true;
                  for (let j = 0; j < 4; j++) if (!TranslateRegExpString2.isHexadecimal(data[i2 + 2 + j])) {
                    isHex4 = false;
                    break;
                  }
                  if (isHex4) {
                    result += "\\x{" + data.substring(i2 + 2, i2 + 6) + "}";
                    i2 += 6;
                    changed = true;
                    continue;
                  }
                }
              }
              result += "u";
              i2 += 2;
              changed = true;
              continue;
            case "x": {
              let isValidHex = false;
              if (i2 + 2 < size && data[i2 + 2] === "{") {
                let j = i2 + 3;
                let hasHex = false;
                let closed = false;
                while (j < size) {
                  const hexChar = data[j];
                  if (hexChar === "}") {
                    closed = true;
                    break;
                  }
                  if (!TranslateRegExpString2.isHexadecimal(hexChar)) break;
                  hasHex = true;
                  j++;
                }
                if (closed && hasHex) isValidHex = true;
              } else if (i2 + 3 < size && TranslateRegExpString2.isHexadecimal(data[i2 + 2]) && TranslateRegExpString2.isHexadecimal(data[i2 + 3])) isValidHex = true;
              if (isValidHex) {
                result += "\\x";
                i2 += 2;
              } else {
                result += "x";
                i2 += 2;
                changed = true;
              }
              continue;
            }
            case "n":
            case "r":
            case "t":
            case "a":
            case "f":
            case "v":
            case "d":
            case "D":
            case "s":
            case "S":
            case "w":
            case "W":
            case "b":
            case "B":
            case "p":
            case "P":
            case "A":
            case "z":
            case "Q":
            case "E":
            case "0":
            case "1":
            case "2":
            case "3":
            case "4":
            case "5":
            case "6":
            case "7":
              result += "\\" + ch;
              i2 += 2;
              continue;
            default: {
              let cp2 = data.codePointAt(i2 + 1);
              if (cp2 >= 48 && cp2 <= 57 || cp2 >= 65 && cp2 <= 90 || cp2 >= 97 && cp2 <= 122) {
                let symSize2 = Utils.charCount(cp2);
                result += data.substring(i2 + 1, i2 + 1 + symSize2);
                i2 += symSize2 + 1;
                changed = true;
              } else {
                result += "\\";
                let symSize2 = Utils.charCount(cp2);
                result += data.substring(i2 + 1, i2 + 1 + symSize2);
                i2 += symSize2 + 1;
              }
              continue;
            }
          }
        }
      } else if (ch === "/") {
        result += "\\/";
        i2 += 1;
        changed = true;
        continue;
      } else if (ch === "[") {
        if (!inCharClass && data[i2 + 1] === "]") {
          result += "[^\\x00-\\x{10FFFF}]";
          i2 += 2;
          changed = true;
          continue;
        }
        if (!inCharClass && data[i2 + 1] === "^" && data[i2 + 2] === "]") {
          result += "[\\x00-\\x{10FFFF}]";
          i2 += 3;
          changed = true;
          continue;
        }
        inCharClass = true;
      } else if (ch === "]") inCharClass = false;
      else if (!inCharClass && ch === "(" && i2 + 2 < size && data[i2 + 1] === "?" && data[i2 + 2] === "<") {
        if (i2 + 3 < size && !"=!>)".includes(data[i2 + 3])) {
          result += "(?P<";
          i2 += 3;
          changed = true;
          continue;
        }
      }
      let cp = data.codePointAt(i2);
      let symSize = Utils.charCount(cp);
      result += data.substring(i2, i2 + symSize);
      i2 += symSize;
    }
    const finalResult = changed ? result : data;
    if (prefixFlags.length > 0) return `(?${prefixFlags})${finalResult}`;
    return finalResult;
  }
};
var execResult = (m, input) => {
  const result = m.matchArray();
  result.index = m.start(0);
  result.input = input;
  result.groups = m.namedGroupsObject();
  return result;
};
var RE2JS = class RE2JS2 {
  /**
  * Flag: case insensitive matching.
  */
  static CASE_INSENSITIVE = PublicFlags.CASE_INSENSITIVE;
  /**
  * Flag: dot ({@code .}) matches all characters, including newline.
  */
  static DOTALL = PublicFlags.DOTALL;
  /**
  * Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
  * beginning and end of input.
  */
  static MULTILINE = PublicFlags.MULTILINE;
  /**
  * Flag: Unicode groups (e.g. {@code \p\ Greek\} ) will be syntax errors.
  */
  static DISABLE_UNICODE_GROUPS = PublicFlags.DISABLE_UNICODE_GROUPS;
  /**
  * Flag: matches longest possible string.
  */
  static LONGEST_MATCH = PublicFlags.LONGEST_MATCH;
  /**
  * Flag: enable linear-time captureless lookbehinds.
  */
  static LOOKBEHINDS = PublicFlags.LOOKBEHINDS;
  /**
  * Returns a literal pattern string for the specified string.
  *
  * This method produces a string that can be used to create a <code>RE2JS</code> that would
  * match the string <code>s</code> as if it were a literal pattern.
  *
  * Metacharacters or escape sequences in the input sequence will be given no special meaning.
  *
  * @param {string} str The string to be literalized
  * @returns {string} A literal string replacement
  */
  static quote(str) {
    return Utils.quoteMeta(str);
  }
  /**
  * Quotes '\' and '$' in {@code str}, so that the returned string could be used in
  * replacement methods as a literal replacement of {@code str}.
  *
  * This is a convenience delegation to {@link Matcher.quoteReplacement}.
  *
  * @param {string} str the string to be quoted
  * @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
  * @returns {string} the quoted string
  */
  static quoteReplacement(str, javaMode = false) {
    return Matcher.quoteReplacement(str, javaMode);
  }
  /**
  * Translates a given regular expression string to ensure compatibility with RE2JS.
  *
  * This function preprocesses the input regex string by applying necessary transformations,
  * such as escaping special characters (e.g., `/`), converting named capture groups to
  * RE2JS-compatible syntax, and handling Unicode sequences properly. It ensures that the
  * resulting regex is safe and properly formatted before compilation.
  *
  * @param {string|RegExp} expr - The regular expression string to be translated.
  * @returns {string} - The transformed regular expression string, ready for compilation.
  */
  static translateRegExp(expr) {
    return TranslateRegExpString.translate(expr);
  }
  /**
  * Helper: create new RE2JS with given regex and flags. Flregex is the regex with flags applied.
  * @param {string} regex
  * @param {number} [flags=0]
  * @returns {RE2JS}
  */
  static compile(regex, flags2 = 0) {
    Utils.checkPattern(regex);
    Utils.checkFlags(flags2);
    let fregex = regex;
    if ((flags2 & RE2JS2.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
    if ((flags2 & RE2JS2.DOTALL) !== 0) fregex = `(?s)${fregex}`;
    if ((flags2 & RE2JS2.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
    let re2Flags = RE2Flags.PERL;
    if ((flags2 & RE2JS2.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= ~RE2Flags.UNICODE_GROUPS;
    if ((flags2 & RE2JS2.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
    const p = new RE2JS2(regex, flags2);
    p.re2Input = RE2.compileImpl(fregex, re2Flags, (flags2 & RE2JS2.LONGEST_MATCH) !== 0);
    return p;
  }
  /**
  * Matches a string against a regular expression.
  *
  * @param {string} regex the regular expression
  * @param {string|number[]|Uint8Array} input the input
  * @returns {boolean} true if the regular expression matches the entire input
  * @throws RE2JSSyntaxException if the regular expression is malformed
  */
  static matches(regex, input) {
    return RE2JS2.compile(regex).testExact(input);
  }
  /**
  * This is visible for testing.
  * @private
  */
  static initTest(pattern, flags2, re2) {
    if (pattern == null) throw new Error("pattern is null");
    if (re2 == null) throw new Error("re2 is null");
    const p = new RE2JS2(pattern, flags2);
    p.re2Input = re2;
    return p;
  }
  /**
  *
  * @param {string} pattern
  * @param {number} flags
  */
  constructor(pattern, flags2) {
    this.patternInput = pattern;
    this.flagsInput = flags2;
    this.re2Input = null;
  }
  /**
  * Releases memory used by internal caches associated with this pattern. Does not change the
  * observable behaviour. Useful for tests that detect memory leaks via allocation tracking.
  */
  reset() {
    this.re2Input.reset();
  }
  /**
  * Returns the flags used in the constructor.
  * @returns {number}
  */
  flags() {
    return this.flagsInput;
  }
  /**
  * Returns the pattern used in the constructor.
  * @returns {string}
  */
  pattern() {
    return this.patternInput;
  }
  re2() {
    return this.re2Input;
  }
  /**
  * Matches a string against a regular expression.
  *
  * @param {string|number[]|Uint8Array} input the input
  * @returns {boolean} true if the regular expression matches the entire input
  */
  matches(input) {
    return this.testExact(input);
  }
  /**
  * Creates a new {@code Matcher} matching the pattern against the input.
  *
  * @param {string|number[]|Uint8Array|MatcherInputBase} input the input string
  * @returns {Matcher}
  */
  matcher(input) {
    if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
    return new Matcher(this, input);
  }
  /**
  * Tests whether the regular expression matches any part of the input string.
  * Performance Note: This method is highly optimized. Because it only returns
  * a boolean and does not extract capture groups, it bypasses the `Matcher` overhead
  * and guarantees execution on the high-speed DFA engine whenever possible.
  *
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
  * @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
  */
  test(input) {
    if (Utils.isByteArray(input)) return this.re2Input.matchUTF8(input);
    return this.re2Input.match(input);
  }
  /**
  * Tests whether the regular expression matches the ENTIRE input string.
  * * **Performance Note:** This operates identically to `.matches()`, but is significantly
  * faster because it does not request capture group data. By requesting 0 capture groups,
  * it securely routes execution through the DFA fast-path.
  *
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
  * @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
  */
  testExact(input) {
    const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
    return this.re2Input.executeEngine(machineInput, 0, RE2Flags.ANCHOR_BOTH, 0) !== null;
  }
  /**
  * Executes a search for a match in a specified string.
  * Returns a result array, or null if no match is found.
  * The returned array perfectly mirrors standard JavaScript `RegExpExecArray`,
  * including `.index`, `.input`, and `.groups` properties.
  *
  * @param {string|number[]|Uint8Array} input the input string or byte array
  * @returns {Array|null} the match array with index, input, and groups properties, or null
  */
  exec(input) {
    const m = this.matcher(input);
    return m.find() ? execResult(m, input) : null;
  }
  /**
  * Splits input around instances of the regular expression. It returns an array giving the strings
  * that occur before, between, and after instances of the regular expression.
  *
  * If {@code limit <= 0}, there is no limit on the size of the returned array. If
  * {@code limit == 0}, empty strings that would occur at the end of the array are omitted. If
  * {@code limit > 0}, at most limit strings are returned. The final string contains the remainder
  * of the input, possibly including additional matches of the pattern.
  *
  * @param {string} input the input string to be split
  * @param {number} [limit=0] the limit
  * @returns {string[]} the split strings
  */
  split(input, limit = 0) {
    const m = this.matcher(input);
    const result = [];
    let emptiesSkipped = 0;
    let last = 0;
    while (m.find()) {
      if (last === 0 && m.end() === 0) {
        last = m.end();
        continue;
      }
      if (limit > 0 && result.length === limit - 1) break;
      if (last === m.start()) {
        if (limit === 0) {
          emptiesSkipped += 1;
          last = m.end();
          continue;
        }
      } else while (emptiesSkipped > 0) {
        result.push("");
        emptiesSkipped -= 1;
      }
      result.push(m.substring(last, m.start()));
      last = m.end();
    }
    if (limit === 0 && last !== m.inputLength()) {
      while (emptiesSkipped > 0) {
        result.push("");
        emptiesSkipped -= 1;
      }
      result.push(m.substring(last, m.inputLength()));
    }
    if (limit !== 0 || result.length === 0 && !(last === m.inputLength() && last > 0)) result.push(m.substring(last, m.inputLength()));
    return result;
  }
  /**
  * Returns an iterator of all results matching a string against the regular expression,
  * including capturing groups.
  *
  * @param {string|number[]|Uint8Array} input the input string or byte array
  * @returns {IterableIterator<RegExpMatchArray>}
  */
  *matchAll(input) {
    const m = this.matcher(input);
    while (m.find()) yield execResult(m, input);
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    return this.patternInput;
  }
  /**
  * Returns the program size of this pattern.
  *
  * <p>
  * Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
  * "cost". Larger numbers are more expensive than smaller numbers.
  * </p>
  *
  * @returns {number} the program size of this pattern
  */
  programSize() {
    return this.re2Input.numberOfInstructions();
  }
  /**
  * Returns the number of capturing groups in this matcher's pattern. Group zero denotes the entire
  * pattern and is excluded from this count.
  *
  * @returns {number} the number of capturing groups in this pattern
  */
  groupCount() {
    return this.re2Input.numberOfCapturingGroups();
  }
  /**
  * Return a map of the capturing groups in this matcher's pattern, where key is the name and value
  * is the index of the group in the pattern.
  * @returns {Record<string, number>}
  */
  namedGroups() {
    return this.re2Input.namedGroups;
  }
  /**
  *
  * @param {*} other
  * @returns {boolean}
  */
  equals(other) {
    if (this === other) return true;
    if (other === null || this.constructor !== other.constructor) return false;
    return this.flagsInput === other.flagsInput && this.patternInput === other.patternInput;
  }
};

// src/repo/glob.ts
var GLOB_CHARS = /[*?[\]{}()!+@]/;
var CACHE_MAX = 256;
var MAX_GLOB_LENGTH = 1e3;
var MAX_RANGE_VALUES = 256;
var cache = /* @__PURE__ */ new Map();
function normalizeRelativePath(path) {
  let p = path.trim().replaceAll("\\", "/");
  while (p.startsWith("./")) p = p.slice(2);
  while (p.startsWith("/")) p = p.slice(1);
  return p;
}
function compileGlob(glob) {
  const cached = cache.get(glob);
  if (cached) return cached;
  const matcher = build(glob);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(glob, matcher);
  return matcher;
}
function build(glob) {
  let pattern = normalizeRelativePath(glob);
  if (pattern.startsWith("!")) {
    const inner = build(pattern.slice(1));
    return (path) => !inner(path);
  }
  if (pattern === "" || pattern === "**" || pattern === "**/*") return () => true;
  const directoryOnly = pattern.endsWith("/");
  while (pattern.endsWith("/")) pattern = pattern.slice(0, -1);
  if (!pattern.includes("/")) {
    if (!GLOB_CHARS.test(pattern)) {
      return (path) => {
        const segments = path.split("/");
        const last = directoryOnly ? segments.length - 1 : segments.length;
        for (let i2 = 0; i2 < last; i2++) if (segments[i2] === pattern) return true;
        return false;
      };
    }
    return linearMatcher(pattern, "(?:.*/)?", directoryOnly ? "/.+" : "(?:/.*)?");
  }
  if (!GLOB_CHARS.test(pattern)) {
    const prefix = `${pattern}/`;
    return directoryOnly ? (path) => path.startsWith(prefix) : (path) => path === pattern || path.startsWith(prefix);
  }
  return linearMatcher(pattern, "", directoryOnly ? "/.+" : "");
}
function linearMatcher(glob, prefix, suffix) {
  if (glob.length > MAX_GLOB_LENGTH) return () => false;
  let re;
  try {
    re = RE2JS.compile(`${prefix}(?:${translate(glob, 0, glob.length, true, true)})${suffix}`, RE2JS.DOTALL);
  } catch {
    return () => false;
  }
  return (path) => re.testExact(path);
}
var REGEX_META = /[\\^$.|?*+()[\]{}]/;
function literal(c) {
  return REGEX_META.test(c) ? `\\${c}` : c;
}
function translate(glob, from, to, startsSegment, endsSegment) {
  let out2 = "";
  let i2 = from;
  while (i2 < to) {
    const c = glob[i2];
    const next = glob[i2 + 1];
    if (c === "\\") {
      out2 += i2 + 1 < to ? literal(next) : "\\\\";
      i2 += 2;
    } else if ((c === "*" || c === "?" || c === "+" || c === "@") && next === "(" && closing(glob, i2 + 1, to) !== -1) {
      const close = closing(glob, i2 + 1, to);
      const suffix = c === "@" ? "" : c;
      out2 += `${group(glob, i2 + 2, close, "|")}${suffix}`;
      i2 = close + 1;
    } else if (c === "!" && next === "(") {
      out2 += "!\\(";
      i2 += 2;
    } else if (c === "*") {
      let end = i2;
      while (end < to && glob[end] === "*") end++;
      if (glob[end] === "(" && end - i2 >= 2 && closing(glob, end, to) !== -1) end--;
      const before = i2 === from ? startsSegment : glob[i2 - 1] === "/";
      const after = end === to ? endsSegment : glob[end] === "/";
      if (end - i2 === 2 && before && after) {
        if (end < to) {
          out2 += "(?:.*/)?";
          i2 = end + 1;
        } else {
          out2 += ".*";
          i2 = end;
        }
      } else {
        out2 += "[^/]*";
        i2 = end;
      }
    } else if (c === "?") {
      out2 += "[^/]";
      i2++;
    } else if (c === "/" && glob.startsWith("**", i2 + 1) && isTrailingGlobstar(glob, i2 + 1, to, endsSegment)) {
      out2 += "(?:/.*)?";
      i2 = to;
    } else if (c === "[" && classClose(glob, i2, to) !== -1) {
      const close = classClose(glob, i2, to);
      out2 += charClass(glob.slice(i2 + 1, close));
      i2 = close + 1;
    } else if (c === "{" && closing(glob, i2, to) !== -1) {
      const close = closing(glob, i2, to);
      const braced = braces(
        glob,
        i2,
        close,
        i2 === from ? startsSegment : glob[i2 - 1] === "/",
        close + 1 === to ? endsSegment : glob[close + 1] === "/"
      );
      out2 += braced ?? literal(c);
      i2 = braced === void 0 ? i2 + 1 : close + 1;
    } else if (c === "(" && closing(glob, i2, to) !== -1) {
      const close = closing(glob, i2, to);
      out2 += group(glob, i2 + 1, close, "|");
      i2 = close + 1;
    } else {
      out2 += literal(c);
      i2++;
    }
  }
  return out2;
}
function isTrailingGlobstar(glob, at, to, endsSegment) {
  return at + 2 === to && endsSegment;
}
function braces(glob, open, close, startsSegment, endsSegment) {
  const parts2 = splitTopLevel(glob, open + 1, close, ",");
  if (parts2.length > 1) {
    return `(?:${parts2.map(([a, b]) => translate(glob, a, b, startsSegment, endsSegment)).join("|")})`;
  }
  const body2 = glob.slice(open + 1, close);
  const numeric = /^(-?\d{1,6})\.\.(-?\d{1,6})$/.exec(body2);
  if (numeric) {
    const [lo, hi] = [Number(numeric[1]), Number(numeric[2])].sort((x, y) => x - y);
    if (hi - lo >= MAX_RANGE_VALUES) return void 0;
    return `(?:${Array.from({ length: hi - lo + 1 }, (_, k) => String(lo + k).replace("-", "\\-")).join("|")})`;
  }
  const letters = /^([a-zA-Z])\.\.([a-zA-Z])$/.exec(body2);
  if (letters) {
    const [lo, hi] = [letters[1], letters[2]].sort();
    return `[${lo}-${hi}]`;
  }
  return void 0;
}
function group(glob, from, to, separator) {
  return `(?:${splitTopLevel(glob, from, to, separator).map(([a, b]) => translate(glob, a, b, false, false)).join("|")})`;
}
function splitTopLevel(glob, from, to, separator) {
  const parts2 = [];
  let depth = 0;
  let start2 = from;
  for (let i2 = from; i2 < to; i2++) {
    const c = glob[i2];
    if (c === "\\") i2++;
    else if (c === "{" || c === "(") depth++;
    else if ((c === "}" || c === ")") && depth > 0) depth--;
    else if (c === separator && depth === 0) {
      parts2.push([start2, i2]);
      start2 = i2 + 1;
    }
  }
  parts2.push([start2, to]);
  return parts2;
}
function closing(glob, open, to) {
  const opener = glob[open];
  const closer = opener === "{" ? "}" : ")";
  let depth = 0;
  for (let i2 = open; i2 < to; i2++) {
    const c = glob[i2];
    if (c === "\\") i2++;
    else if (c === opener) depth++;
    else if (c === closer && --depth === 0) return i2;
  }
  return -1;
}
function classClose(glob, open, to) {
  let i2 = open + 1;
  if (glob[i2] === "!" || glob[i2] === "^") i2++;
  if (glob[i2] === "]") i2++;
  for (; i2 < to; i2++) {
    const c = glob[i2];
    if (c === "\\") i2++;
    else if (c === "[" && glob[i2 + 1] === ":") {
      const end = glob.indexOf(":]", i2 + 2);
      if (end !== -1 && end < to) i2 = end + 1;
    } else if (c === "]") return i2;
  }
  return -1;
}
function charClass(body2) {
  let out2 = "";
  let i2 = 0;
  const negated = body2[0] === "!" || body2[0] === "^";
  if (negated) i2++;
  for (; i2 < body2.length; i2++) {
    const c = body2[i2];
    if (c === "\\" && i2 + 1 < body2.length) {
      const e = body2[++i2];
      out2 += /[A-Za-z0-9]/.test(e) ? e : `\\${e}`;
    } else if (c === "[" && body2[i2 + 1] === ":" && body2.indexOf(":]", i2 + 2) !== -1) {
      const end = body2.indexOf(":]", i2 + 2) + 2;
      out2 += body2.slice(i2, end);
      i2 = end - 1;
    } else if (c === "[" || c === "]" || c === "\\" || c === "^" && out2 === "") {
      out2 += `\\${c}`;
    } else {
      out2 += c;
    }
  }
  return negated ? `[^/${out2}]` : `[${out2}]`;
}

// src/repo/search.ts
var DEFAULT_SEARCH_LIMIT = 50;
var MAX_SEARCH_LIMIT = 1e3;
var HIT_TEXT_MAX = 300;
var MAX_QUERY_LENGTH = 1e3;
function searchCorpus(corpus, query, options = {}) {
  if (query.length === 0) return { hits: [], truncated: false, error: "The query is empty." };
  if (query.length > MAX_QUERY_LENGTH) {
    return { hits: [], truncated: false, error: `The query is longer than ${MAX_QUERY_LENGTH} characters.` };
  }
  const limit = clampLimit(options.limit);
  const caseSensitive = options.caseSensitive === true;
  let regex;
  if (options.regex) {
    const compiled = compileRegex(query, caseSensitive);
    if (typeof compiled === "string") return { hits: [], truncated: false, error: compiled };
    regex = compiled;
  }
  const matchesPath = options.glob ? compileGlob(options.glob) : void 0;
  const needle = caseSensitive ? query : query.toLowerCase();
  const hits = [];
  for (let i2 = 0; i2 < corpus.paths.length && hits.length <= limit; i2++) {
    const path = corpus.paths[i2];
    if (matchesPath && !matchesPath(path)) continue;
    const text = corpus.text(i2);
    if (regex) {
      const find = regexFinder(regex, text);
      if (find) collectHits(path, text, find, hits, limit);
    } else if (caseSensitive) {
      collectHits(path, text, (from) => text.indexOf(needle, from), hits, limit);
    } else {
      const lower = corpus.lowerText(i2);
      if (lower.length === text.length) {
        collectHits(path, text, (from) => lower.indexOf(needle, from), hits, limit);
      } else if (lower.includes(needle)) {
        collectHitsByLine(path, text, needle, hits, limit);
      }
    }
  }
  const truncated = hits.length > limit;
  if (truncated) hits.length = limit;
  return { hits, truncated };
}
var RE2_SYNTAX = "search_code uses RE2 syntax (no backreferences or lookaround)";
function compileRegex(query, caseSensitive) {
  const flags2 = RE2JS.MULTILINE | (caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
  let plain;
  try {
    plain = RE2JS.compile(query, flags2);
  } catch (error) {
    return regexError(error);
  }
  if (!query.includes("$")) return plain;
  try {
    return RE2JS.compile(allowCrBeforeDollar(query), flags2);
  } catch {
    return plain;
  }
}
function regexError(error) {
  if (!(error instanceof RE2JSSyntaxException)) return `Invalid regular expression: ${error.message}. ${RE2_SYNTAX}.`;
  const at = (error.getPattern() ?? "").replace(/^\(\?m\)(?:\(\?i\))?/, "");
  if (/^\\(?:[1-9]|k)/.test(at)) {
    return `backreferences are not supported: ${RE2_SYNTAX}. Search for the repeated text itself instead.`;
  }
  if (/^\(\?<?[=!]/.test(at)) {
    const kind = at.startsWith("(?<") ? "lookbehind" : "lookahead";
    return `${kind} \`${at.slice(0, kind === "lookbehind" ? 4 : 3)}\u2026)\` is not supported: ${RE2_SYNTAX}. Match the surrounding text instead, or search without it.`;
  }
  const hint = at.startsWith("\\u") ? " Write \\x{00E9} for a code point." : "";
  return `Invalid regular expression: ${error.getDescription()}${at ? `: \`${at}\`` : ""}. ${RE2_SYNTAX}.${hint}`;
}
function allowCrBeforeDollar(pattern) {
  let out2 = "";
  let i2 = 0;
  while (i2 < pattern.length) {
    const c = pattern[i2];
    let next = i2 + 1;
    if (c === "\\") {
      if (pattern[i2 + 1] === "Q") {
        const close = pattern.indexOf("\\E", i2 + 2);
        next = close === -1 ? pattern.length : close + 2;
      } else {
        next = Math.min(pattern.length, i2 + 2);
      }
    } else if (c === "[") {
      next = classEnd(pattern, i2);
    }
    out2 += c === "$" ? "(?:\\r?$)" : pattern.slice(i2, next);
    i2 = next;
  }
  return out2;
}
function classEnd(pattern, open) {
  let j = open + 1;
  if (pattern[j] === "^") j++;
  if (pattern[j] === "]") j++;
  while (j < pattern.length) {
    const c = pattern[j];
    if (c === "]") return j + 1;
    if (c === "\\") j += 2;
    else if (c === "[" && pattern[j + 1] === ":" && pattern.indexOf(":]", j + 2) !== -1) j = pattern.indexOf(":]", j + 2) + 2;
    else j++;
  }
  return pattern.length;
}
function regexFinder(re, text) {
  if (!re.test(text)) return void 0;
  const matcher = re.matcher(text);
  return (from) => from <= text.length && matcher.find(from) ? matcher.start() : -1;
}
function clampLimit(limit) {
  if (limit === void 0 || !Number.isFinite(limit)) return DEFAULT_SEARCH_LIMIT;
  return Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.floor(limit)));
}
function collectHits(path, text, find, hits, limit) {
  let pos = find(0);
  if (pos < 0) return;
  let line = 1;
  let counted = 0;
  while (pos >= 0 && hits.length <= limit) {
    if (pos === text.length && pos > 0 && text.endsWith("\n")) return;
    for (let nl = text.indexOf("\n", counted); nl !== -1 && nl < pos; nl = text.indexOf("\n", nl + 1)) {
      line++;
      counted = nl + 1;
    }
    const start2 = text.lastIndexOf("\n", pos - 1) + 1;
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    hits.push({ path, line, text: hitText(text, start2, end, pos) });
    if (end >= text.length) return;
    pos = find(end + 1);
  }
}
function collectHitsByLine(path, text, needle, hits, limit) {
  const lines = text.split("\n");
  for (let i2 = 0; i2 < lines.length && hits.length <= limit; i2++) {
    const lineText = lines[i2];
    const col = lineText.toLowerCase().indexOf(needle);
    if (col >= 0)
      hits.push({
        path,
        line: i2 + 1,
        text: hitText(lineText, 0, lineText.length, Math.min(col, lineText.length))
      });
  }
}
function hitText(text, start2, end, matchAt) {
  if (end - start2 <= HIT_TEXT_MAX) return text.slice(start2, end).trim();
  const from = Math.max(start2, Math.min(matchAt - 100, end - HIT_TEXT_MAX));
  const to = Math.min(end, from + HIT_TEXT_MAX);
  return `${from > start2 ? "\u2026" : ""}${text.slice(from, to).trim()}${to < end ? "\u2026" : ""}`;
}

// src/repo/memory-snapshot.ts
var MemorySnapshot = class {
  info;
  paths;
  texts;
  indexByPath;
  // Lower-cased copies for case-insensitive search, made on first use: many runs never search
  // case-insensitively, and those that do search the same files again and again.
  lowered;
  constructor(files, info2) {
    this.info = info2;
    const paths = [...files.keys()].sort();
    this.paths = paths;
    this.texts = paths.map((p) => files.get(p));
    this.indexByPath = new Map(paths.map((p, i2) => [p, i2]));
    this.lowered = new Array(paths.length);
  }
  listPaths(glob, limit) {
    const max = limit === void 0 || !Number.isFinite(limit) ? Number.POSITIVE_INFINITY : Math.max(0, limit);
    if (glob === void 0 || glob.trim() === "") return this.paths.slice(0, max);
    const matches = compileGlob(glob);
    const out2 = [];
    for (const path of this.paths) {
      if (out2.length >= max) break;
      if (matches(path)) out2.push(path);
    }
    return out2;
  }
  has(path) {
    return this.indexByPath.has(normalizeRelativePath(path));
  }
  readFile(path) {
    const index = this.indexByPath.get(normalizeRelativePath(path));
    return index === void 0 ? void 0 : this.texts[index];
  }
  search(query, options) {
    return searchCorpus(this, query, options);
  }
  text(index) {
    return this.texts[index] ?? "";
  }
  lowerText(index) {
    let lower = this.lowered[index];
    if (lower === void 0) {
      lower = this.text(index).toLowerCase();
      this.lowered[index] = lower;
    }
    return lower;
  }
};

// src/repo/filters.ts
var DEFAULT_LIMITS = {
  maxFileBytes: 512 * 1024,
  maxFiles: 5e4,
  maxTotalBytes: 200 * 1024 * 1024
};
var BINARY_SNIFF_BYTES = 8e3;
function resolveLimits(limits) {
  return { ...DEFAULT_LIMITS, ...stripUndefined(limits ?? {}) };
}
function stripUndefined(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
function isBinary(bytes) {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, BINARY_SNIFF_BYTES));
  return head.indexOf(0) !== -1;
}
function isSessionPath(path) {
  return path.startsWith(SESSION_SEGMENT.slice(1)) || path.includes(SESSION_SEGMENT);
}
var SESSION_SEGMENT = "/.workflow/.planning/";
function createPathFilter(filters) {
  const include = (filters?.includePaths ?? []).filter((g) => g.trim() !== "").map(compileGlob);
  const exclude = (filters?.excludePaths ?? []).filter((g) => g.trim() !== "").map(compileGlob);
  if (include.length === 0 && exclude.length === 0) return (path) => !isSessionPath(path);
  return (path) => !isSessionPath(path) && (include.length === 0 || include.some((m) => m(path))) && !exclude.some((m) => m(path));
}
function decodeText(bytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}
var SnapshotBuilder = class {
  limits;
  files = /* @__PURE__ */ new Map();
  totalBytes = 0;
  stats = { skippedBinary: 0, skippedLarge: 0, omitted: 0 };
  constructor(limits) {
    this.limits = resolveLimits(limits);
  }
  /** False once a cap is reached: callers can then count files as omitted without reading them. */
  accepts() {
    return this.stats.cappedBy === void 0 && this.files.size < this.limits.maxFiles;
  }
  /** Whether a file of this many bytes is over the per-file limit (checkable before reading). */
  isTooLarge(size) {
    return size > this.limits.maxFileBytes;
  }
  skipLarge() {
    this.stats.skippedLarge++;
  }
  skipBinary() {
    this.stats.skippedBinary++;
  }
  /** Counts `count` files left out because a cap was reached. */
  omit(count = 1) {
    if (count <= 0) return;
    this.stats.cappedBy ??= "files";
    this.stats.omitted += count;
  }
  add(path, bytes) {
    if (!this.accepts()) {
      this.omit();
      return "omitted";
    }
    if (this.isTooLarge(bytes.length)) {
      this.skipLarge();
      return "large";
    }
    if (isBinary(bytes)) {
      this.skipBinary();
      return "binary";
    }
    if (this.totalBytes + bytes.length > this.limits.maxTotalBytes) {
      this.stats.cappedBy = "bytes";
      this.stats.omitted++;
      return "omitted";
    }
    this.totalBytes += bytes.length;
    this.files.set(path, decodeText(bytes));
    return "added";
  }
  build(source, commit) {
    const { skippedBinary, skippedLarge, omitted, cappedBy } = this.stats;
    const note = buildSnapshotNote(this.stats, this.limits);
    return new MemorySnapshot(this.files, {
      source,
      ...commit ? { commit } : {},
      fileCount: this.files.size,
      totalBytes: this.totalBytes,
      skippedBinary,
      skippedLarge,
      capped: cappedBy !== void 0,
      omitted,
      ...note ? { note } : {}
    });
  }
};
function buildSnapshotNote(stats, limits) {
  const sentences = [];
  if (stats.cappedBy) {
    const cap = stats.cappedBy === "files" ? plural(limits.maxFiles, "file") : formatBytes(limits.maxTotalBytes);
    sentences.push(`Snapshot capped at ${cap}; ${plural(stats.omitted, "file")} not included.`);
  }
  const skipped = [];
  if (stats.skippedBinary > 0) skipped.push(`${plural(stats.skippedBinary, "binary file")}`);
  if (stats.skippedLarge > 0) {
    skipped.push(`${plural(stats.skippedLarge, "file")} over ${formatBytes(limits.maxFileBytes)}`);
  }
  if (skipped.length > 0) sentences.push(`Skipped ${skipped.join(" and ")}.`);
  return sentences.length > 0 ? sentences.join(" ") : void 0;
}
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function formatBytes(bytes) {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  if (bytes >= mb) return `${(bytes / mb).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

// src/repo/syntax.ts
var import_tree_sitter_wasm = __toESM(require_tree_sitter(), 1);
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var PARSE_MAX_BYTES = 1024 * 1024;
var PARSE_TIMEOUT_MS = 500;
var LINE_MAX = 2e3;
var TS_LIKE = [
  "function_declaration",
  "generator_function_declaration",
  "class_declaration",
  "method_definition",
  "variable_declarator",
  // `res.redirect = function redirect(url) {…}`, `exports.parse = (s) => …`, `Router.prototype.use = …`:
  // how Express, Koa and most CommonJS libraries declare their API.
  "assignment_expression"
];
var TS_TYPES = ["abstract_class_declaration", "interface_declaration", "type_alias_declaration", "enum_declaration"];
var LANGUAGES = {
  typescript: { wasm: "tree-sitter-typescript.wasm", declarations: [...TS_LIKE, ...TS_TYPES] },
  tsx: { wasm: "tree-sitter-tsx.wasm", declarations: [...TS_LIKE, ...TS_TYPES] },
  javascript: { wasm: "tree-sitter-javascript.wasm", declarations: TS_LIKE },
  // A module's own names (`HAS_RICH = os.getenv("TYPER_USE_RICH", True)`, `DEFAULT_TIMEOUT = 5`)
  // are declarations as a JS module's top-level `const` is: a change is often to one of them.
  python: { wasm: "tree-sitter-python.wasm", declarations: ["function_definition", "class_definition", "assignment"] },
  go: { wasm: "tree-sitter-go.wasm", declarations: ["function_declaration", "method_declaration", "type_spec"] },
  rust: {
    wasm: "tree-sitter-rust.wasm",
    declarations: [
      "function_item",
      "function_signature_item",
      "struct_item",
      "enum_item",
      "trait_item",
      "type_item",
      "mod_item",
      "const_item",
      "static_item",
      "macro_definition",
      "impl_item"
    ]
  },
  java: {
    wasm: "tree-sitter-java.wasm",
    declarations: [
      "class_declaration",
      "interface_declaration",
      "enum_declaration",
      "record_declaration",
      "method_declaration",
      "constructor_declaration"
    ]
  },
  ruby: { wasm: "tree-sitter-ruby.wasm", declarations: ["method", "singleton_method", "class", "module"] }
};
var EXTENSIONS = {
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  tsx: "tsx",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  py: "python",
  pyi: "python",
  go: "go",
  rs: "rust",
  java: "java",
  rb: "ruby",
  rake: "ruby"
};
function syntaxLanguageOf(path) {
  const dot = path.lastIndexOf(".");
  return dot < 0 ? void 0 : EXTENSIONS[path.slice(dot + 1).toLowerCase()];
}
var loaded;
var loading;
var syntaxUnavailable;
function wasmDir() {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, "tree-sitter");
  if (existsSync(join(bundled, "tree-sitter.wasm"))) return bundled;
  return dirname(createRequire(import.meta.url).resolve("@vscode/tree-sitter-wasm"));
}
function prepareSyntax() {
  loading ??= load().catch((error) => {
    syntaxUnavailable = error.message;
  });
  return loading;
}
async function load() {
  const dir = wasmDir();
  await import_tree_sitter_wasm.default.Parser.init({ locateFile: (file) => join(dir, file) });
  const languages = /* @__PURE__ */ new Map();
  for (const [name2, spec] of Object.entries(LANGUAGES)) {
    const language = await import_tree_sitter_wasm.default.Language.load(readFileSync(join(dir, spec.wasm)));
    languages.set(name2, { language, declarations: new Set(spec.declarations) });
  }
  const parser = new import_tree_sitter_wasm.default.Parser();
  loaded = { parser, languages };
}
function parseDeclarations(path, text, timeoutMs = PARSE_TIMEOUT_MS) {
  const name2 = syntaxLanguageOf(path);
  if (!loaded || !name2 || text.length > PARSE_MAX_BYTES || hasLongLine(text)) return void 0;
  const entry = loaded.languages.get(name2);
  if (!entry) return void 0;
  const { parser } = loaded;
  parser.setLanguage(entry.language);
  parser.reset();
  const deadline = performance.now() + timeoutMs;
  const progressCallback = (() => performance.now() > deadline);
  const tree = parser.parse(text, null, { progressCallback });
  if (!tree) return void 0;
  try {
    return declarationsIn(tree.rootNode, entry.declarations, deadline);
  } finally {
    tree.delete();
  }
}
function declarationsIn(root, declaring, deadline) {
  const out2 = [];
  const ancestors = [];
  const cursor = root.walk();
  let visited = 0;
  try {
    for (; ; ) {
      if ((++visited & 1023) === 0 && performance.now() > deadline) return void 0;
      const type = cursor.nodeType;
      if (declaring.has(type)) {
        const symbol = symbolOf(cursor.currentNode, ancestors);
        if (symbol) out2.push(symbol);
      }
      ancestors.push({ type, row: cursor.startPosition.row });
      if (cursor.gotoFirstChild()) continue;
      ancestors.pop();
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return out2;
        ancestors.pop();
      }
    }
  } finally {
    cursor.delete();
  }
}
function symbolOf(node, ancestors) {
  const block = node.type === "impl_item";
  const name2 = block ? implType(node) : node.type === "assignment_expression" ? assignedFunction(node) : node.type === "assignment" ? moduleName(node, ancestors) : node.childForFieldName("name");
  if (!name2 || !/^[A-Za-z_$][\w$]*[?!]?$/.test(name2.text)) return void 0;
  if (block && typeParameters(node).has(name2.text)) return void 0;
  const parent = ancestors.at(-1);
  let start2 = node.startPosition.row;
  let above = parent;
  if (node.type === "variable_declarator") {
    if (isRequire(node.childForFieldName("value"))) return void 0;
    const value = node.childForFieldName("value")?.type;
    const declaration = parent && OUTER.has(parent.type) ? parent : void 0;
    const holder = ancestors.at(-2)?.type;
    const topLevel = declaration !== void 0 && (holder === "program" || holder === "export_statement");
    if (value !== "arrow_function" && value !== "function_expression" && value !== "function" && !topLevel) return void 0;
    if (declaration) {
      start2 = declaration.row;
      above = ancestors.at(-2);
    }
  }
  if (above?.type === "export_statement") start2 = above.row;
  return { name: name2.text, line: start2 + 1, end: node.endPosition.row + 1, ...block ? { block: true } : {} };
}
function isRequire(value) {
  let node = value;
  while (node && (node.type === "member_expression" || node.type === "await_expression" || node.type === "parenthesized_expression"))
    node = node.type === "member_expression" ? node.childForFieldName("object") : node.namedChild(0);
  if (!node || node.type !== "call_expression") return false;
  const callee = node.childForFieldName("function");
  return callee?.type === "import" || callee?.type === "identifier" && callee.text === "require";
}
function moduleName(node, ancestors) {
  const statement = ancestors.at(-1);
  if (statement?.type !== "expression_statement" || ancestors.at(-2)?.type !== "module") return null;
  const left = node.childForFieldName("left");
  return left?.type === "identifier" ? left : null;
}
var FUNCTIONS = /* @__PURE__ */ new Set(["function_expression", "function", "arrow_function", "generator_function"]);
function assignedFunction(node) {
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  if (left?.type !== "member_expression" || !right || !FUNCTIONS.has(right.type)) return null;
  const property = left.childForFieldName("property");
  return property?.type === "property_identifier" && property.text !== "exports" ? property : null;
}
function typeParameters(node) {
  const list = node.childForFieldName("type_parameters");
  return new Set(list ? list.text.match(/\b[A-Z]\w*/g) ?? [] : []);
}
function implType(node) {
  let type = node.childForFieldName("type");
  while (type && (type.type === "generic_type" || type.type === "scoped_type_identifier"))
    type = type.type === "generic_type" ? type.childForFieldName("type") : type.childForFieldName("name");
  return type;
}
var OUTER = /* @__PURE__ */ new Set(["lexical_declaration", "variable_declaration"]);
function hasLongLine(text) {
  let start2 = 0;
  while (start2 < text.length) {
    const end = text.indexOf("\n", start2);
    const stop2 = end < 0 ? text.length : end;
    if (stop2 - start2 > LINE_MAX) return true;
    start2 = stop2 + 1;
  }
  return false;
}

// src/core/safety/text-safety.ts
var BIDI_CONTROLS = "\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C";
var INVISIBLE = "\\u200B\\u200C\\u2060-\\u2064\\uFEFF\\u00AD\\u180E";
var HIDDEN_CHARACTERS = `${BIDI_CONTROLS}${INVISIBLE}\\u200D`;
var JOINER = "\u200D";
var MARKUP_START = /<(?=[!/?A-Za-z])/g;
var DEFINITION = /\[(?=[^[\]\n]*\]:)/g;
var EMOJI_BEFORE = "\\p{Extended_Pictographic}[\\p{Emoji_Modifier}\\uFE0F]?";
var HIDDEN = new RegExp(
  `[${BIDI_CONTROLS}${INVISIBLE}]|(?<![@<]|${EMOJI_BEFORE})\\u200D|(?<![@<])\\u200D(?!\\p{Extended_Pictographic})`,
  "gu"
);
function revealInvisible(text) {
  return String(text ?? "").replace(HIDDEN, (char) => `<U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}>`);
}
function neutralizeMentions(text) {
  return String(text ?? "").replace(/(?<!\w)@(?=[A-Za-z0-9])/g, `@${JOINER}`);
}
function removeHtmlComments(text) {
  return String(text ?? "").replace(/<!--[\s\S]*?(?:-->|$)/g, "");
}
function stripHtml(text) {
  return removeHtmlComments(text).replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, "").replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g, "");
}
function safeInline(text) {
  const parts2 = revealInvisible(text).replace(/\r\n?/g, "\n").split(/(`[^`\n]*`)/);
  const safe = parts2.map(
    (part, i2) => i2 % 2 === 1 ? part.replace(MARKUP_START, `<${JOINER}`) : stripHtml(part).replace(MARKUP_START, "&lt;").replace(DEFINITION, "\\[")
  );
  return neutralizeMentions(safe.join(""));
}
function oneLine(text) {
  return String(text ?? "").replace(/\s+/g, " ").trim();
}
function capLength(text, max) {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, Math.max(0, max - 1)).join("");
  const space = cut.lastIndexOf(" ");
  return `${space >= (max - 1) * 0.6 ? cut.slice(0, space).trimEnd() : cut}\u2026`;
}
function safeText(text, max = 300) {
  return capLength(oneLine(safeInline(text)), max);
}
function escapeCell(text) {
  return escapePipes(String(text ?? "").replace(/\r\n?|\n/g, " "));
}
function safeCell(text, max = 120) {
  return escapeCell(safeText(String(text ?? ""), max)) || "\u2014";
}
function inlineCode(text) {
  return `\`${revealInvisible(text).replace(/`/g, "'").replace(/[\r\n]+/g, " ")}\``;
}
function plainText(text) {
  return neutralizeMentions(oneLine(stripHtml(revealInvisible(text))));
}
function safeBlock(text) {
  const out2 = [];
  let fence = null;
  let prose = [];
  const flush = () => {
    if (prose.length > 0) out2.push(safeInline(prose.join("\n")).replace(/^( {0,3})(?=`{3}|~{3})/gm, "$1\\"));
    prose = [];
  };
  for (const line of revealInvisible(text).replace(/\r\n?/g, "\n").split("\n")) {
    if (fence !== null) {
      out2.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    fence = openingFence(line);
    if (fence === null) prose.push(line);
    else {
      flush();
      out2.push(line.trimStart());
    }
  }
  flush();
  if (fence !== null) out2.push(fence);
  return out2.join("\n");
}
function openingFence(line) {
  const match = /^ {0,3}(`{3,}|~{3,})/.exec(line);
  const run2 = match?.[1];
  if (!match || !run2) return null;
  return run2.startsWith("`") && line.includes("`", match[0].length) ? null : run2;
}
function closesFence(line, open) {
  const run2 = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
  return run2 !== void 0 && run2.charAt(0) === open.charAt(0) && run2.length >= open.length;
}

export {
  normalizeRelativePath,
  BINARY_SNIFF_BYTES,
  isBinary,
  isSessionPath,
  createPathFilter,
  SnapshotBuilder,
  prepareSyntax,
  parseDeclarations,
  HIDDEN_CHARACTERS,
  revealInvisible,
  removeHtmlComments,
  stripHtml,
  safeInline,
  oneLine,
  capLength,
  safeText,
  escapeCell,
  safeCell,
  inlineCode,
  plainText,
  safeBlock
};

; Declarations in TypeScript, TSX and JavaScript (JSX).
; Capture names: @definition.<kind> on the declaration node, @name on its name.
; Earlier patterns win when two match the same node.

(class_declaration name: (_) @name) @definition.class
(abstract_class_declaration name: (_) @name) @definition.class
(interface_declaration name: (_) @name) @definition.interface
(enum_declaration name: (_) @name) @definition.enum
(type_alias_declaration name: (_) @name) @definition.type
(internal_module name: (_) @name) @definition.namespace
(module name: (_) @name) @definition.namespace

(function_declaration name: (_) @name) @definition.function
(generator_function_declaration name: (_) @name) @definition.function
(function_signature name: (_) @name) @definition.function
(method_definition name: (_) @name) @definition.method
(method_signature name: (_) @name) @definition.method
(abstract_method_signature name: (_) @name) @definition.method

; const total = (xs) => …; const f = function () {…}
(lexical_declaration
  (variable_declarator
    name: (identifier) @name
    value: [(arrow_function) (function_expression) (generator_function)])) @definition.function
(variable_declaration
  (variable_declarator
    name: (identifier) @name
    value: [(arrow_function) (function_expression) (generator_function)])) @definition.function

; class fields holding functions: handle = () => {…}
(public_field_definition
  name: (_) @name
  value: [(arrow_function) (function_expression)]) @definition.method

; Foo.prototype.bar = function () {…}: a method of Foo
(expression_statement
  (assignment_expression
    left: (member_expression
      object: (member_expression
        object: (identifier) @receiver
        property: (property_identifier) @_prototype)
      property: (property_identifier) @name)
    right: [(function_expression) (arrow_function)])
  (#eq? @_prototype "prototype")) @definition.method

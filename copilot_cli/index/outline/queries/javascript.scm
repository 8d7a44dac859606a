; Declarations in JavaScript (the JavaScript grammar, JSX included).

(class_declaration name: (_) @name) @definition.class
(function_declaration name: (_) @name) @definition.function
(generator_function_declaration name: (_) @name) @definition.function
(method_definition name: (_) @name) @definition.method

(lexical_declaration
  (variable_declarator
    name: (identifier) @name
    value: [(arrow_function) (function_expression) (generator_function)])) @definition.function
(variable_declaration
  (variable_declarator
    name: (identifier) @name
    value: [(arrow_function) (function_expression) (generator_function)])) @definition.function

(field_definition
  property: (_) @name
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

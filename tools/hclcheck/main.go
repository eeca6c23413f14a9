// hclcheck: parses Terraform files with HashiCorp's own HCL library (Debian's
// golang-github-hashicorp-hcl-v2-dev, built in GOPATH mode, nothing downloaded) and prints
// each file as JSON for the tests: every block with its labels, attributes and nested blocks.
// An attribute that is a constant is printed as its value; one that refers to something
// (var.x, resource.y.name) as {"ref": "var.x"}. A file that does not parse, or that
// `terraform fmt` would change (hclwrite.Format, the formatter terraform fmt calls), makes it
// exit 1 with the reason on stderr. References to variables (var.zone) are evaluated with the
// variables' defaults from the files given; a variable without a default stays a reference.
//
//	hclcheck FILE.tf ...   →  {"FILE.tf": {"blocks": [...]}, ...}
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

var ctx = &hcl.EvalContext{Variables: map[string]cty.Value{}}

type block struct {
	Type       string                     `json:"type"`
	Labels     []string                   `json:"labels"`
	Attributes map[string]json.RawMessage `json:"attributes"`
	Blocks     []block                    `json:"blocks"`
}

func value(expr hclsyntax.Expression, src []byte) json.RawMessage {
	if v, diags := expr.Value(ctx); !diags.HasErrors() && v.IsWhollyKnown() {
		if b, err := ctyjson.Marshal(v, v.Type()); err == nil {
			return b
		}
	}
	if vars := expr.Variables(); len(vars) > 0 {
		if st, ok := expr.(*hclsyntax.ScopeTraversalExpr); ok {
			ref := ""
			for i, t := range st.Traversal {
				switch s := t.(type) {
				case hcl.TraverseRoot:
					ref = s.Name
				case hcl.TraverseAttr:
					ref += "." + s.Name
				default:
					_ = i
					ref += "[?]"
				}
			}
			b, _ := json.Marshal(map[string]string{"ref": ref})
			return b
		}
		r := expr.Range()
		b, _ := json.Marshal(map[string]string{"expr": string(r.SliceBytes(src))})
		return b
	}
	v, diags := expr.Value(nil)
	if diags.HasErrors() {
		b, _ := json.Marshal(map[string]string{"error": diags.Error()})
		return b
	}
	b, err := ctyjson.Marshal(v, v.Type())
	if err != nil {
		b, _ = json.Marshal(map[string]string{"error": err.Error()})
	}
	return b
}

func convert(body *hclsyntax.Body, src []byte) []block {
	out := []block{}
	for _, b := range body.Blocks {
		nb := block{Type: b.Type, Labels: b.Labels, Attributes: map[string]json.RawMessage{}}
		if nb.Labels == nil {
			nb.Labels = []string{}
		}
		for name, a := range b.Body.Attributes {
			nb.Attributes[name] = value(a.Expr, src)
		}
		nb.Blocks = convert(b.Body, src)
		out = append(out, nb)
	}
	return out
}

func main() {
	result := map[string]interface{}{}
	failed := false
	// Variable defaults first, from every file.
	defaults := map[string]cty.Value{}
	for _, path := range os.Args[1:] {
		src, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		f, diags := hclsyntax.ParseConfig(src, path, hcl.Pos{Line: 1, Column: 1})
		if diags.HasErrors() {
			continue
		}
		for _, b := range f.Body.(*hclsyntax.Body).Blocks {
			if b.Type != "variable" || len(b.Labels) != 1 {
				continue
			}
			if d, ok := b.Body.Attributes["default"]; ok {
				if v, diags := d.Expr.Value(nil); !diags.HasErrors() {
					defaults[b.Labels[0]] = v
				}
			}
		}
	}
	if len(defaults) > 0 {
		ctx.Variables["var"] = cty.ObjectVal(defaults)
	}
	for _, path := range os.Args[1:] {
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		f, diags := hclsyntax.ParseConfig(src, path, hcl.Pos{Line: 1, Column: 1})
		if diags.HasErrors() {
			fmt.Fprintln(os.Stderr, diags.Error())
			failed = true
			continue
		}
		if formatted := hclwrite.Format(src); !bytes.Equal(formatted, src) {
			fmt.Fprintf(os.Stderr, "%s: not as terraform fmt writes it; formatted:\n%s\n", path, formatted)
			failed = true
		}
		body := f.Body.(*hclsyntax.Body)
		top := map[string]json.RawMessage{}
		for name, a := range body.Attributes {
			top[name] = value(a.Expr, src)
		}
		result[path] = map[string]interface{}{"attributes": top, "blocks": convert(body, src)}
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	enc.Encode(result)
	if failed {
		os.Exit(1)
	}
}

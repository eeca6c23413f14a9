#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace tpu::exporters::hcl {

// Expressions, written as HCL source text.
QString str(const QString &value); // a quoted template that reads back as exactly `value`
QString num(long long value);
QString boolean(bool value);
QString list(const QStringList &expressions); // [a, b]

// A block of Terraform configuration, written as `terraform fmt` writes it: two-space
// indentation, the `=` of consecutive one-line attributes aligned, nested blocks set apart by
// blank lines.
class Block
{
public:
    explicit Block(QString header) : m_header(std::move(header)) {}

    Block &attr(const QString &name, const QString &expression);
    // A map attribute, one key = value per line; `entries` are (key, value) expressions (a key
    // that is not an identifier is written with str()).
    Block &map(const QString &name, const std::vector<std::pair<QString, QString>> &entries);
    Block &comment(const QString &text); // "# text" lines above what follows
    Block &block(const QString &header); // a nested block, returned to be filled

    QString render(int indent = 0) const;

private:
    struct Item
    {
        enum Kind
        {
            Attribute,
            Map,
            Comment,
            Nested
        } kind;
        QString name, value;
        std::vector<std::pair<QString, QString>> entries;
        std::shared_ptr<Block> nested;
    };
    QString m_header;
    std::vector<Item> m_items;
};

} // namespace tpu::exporters::hcl

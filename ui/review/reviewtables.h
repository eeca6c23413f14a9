#pragma once

#include "review/fit.h"

#include <QTableWidgetItem>
#include <functional>

class QIcon;
class QPalette;
class QTableWidget;
class QTableWidgetItem;

namespace tpu::ui::reviewtables {

using Mask = std::function<QString(const QString &)>;

// The role a cell sorts by (numbers as numbers, the priority column in the fit's order);
// cells without it sort by their text.
inline constexpr int kSortRole = Qt::UserRole + 1;
// The priority column's cell carries the request's index into Review::requests in Qt::UserRole.

// The fit column's cell sorts by 2 - FitKind (does not fit first) and shows its mark as the icon.
inline int fitKind(const QTableWidgetItem *fitCell)
{
    return 2 - fitCell->data(kSortRole).toInt();
}
QIcon fitIcon(int kind, const QPalette &palette); // drawn by report::drawFitMark

QTableWidgetItem *newItem(); // a cell that sorts by kSortRole when it has one

// The requests table in the fit's order. Cells are changed in place, and only where their text,
// sort key, tooltip or flags differ, so that an edit touches the rows it changed (a 500-request
// review refills in a few milliseconds). Returns true when rows were added or removed (the
// caller then resizes the columns).
bool fillRequests(QTableWidget *table, const catalog::Catalog &catalog,
                  const review::Review &review, const review::FitResult &fit, const Mask &mask,
                  bool editable);
// The capacity after the fit, in place as above.
bool fillCapacity(QTableWidget *table, const review::FitResult &fit, const Mask &mask);

} // namespace tpu::ui::reviewtables
